import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {CHUNK_ERROR_TEXT} from '../../data/site';

/**
 * The notice's elements and classes as notice.js builds them, without its text: what the critical
 * CSS must style when the stylesheet cannot load either (src/plugins/critical-css).
 * tests/unit/bootFailureNotice.test.ts holds it to what the script creates.
 */
export const NOTICE_MARKUP =
  '<div id="chunk-load-error" class="chunk-load-error" role="alert"><p></p>' +
  '<button type="button" class="button button--primary button--sm"></button></div>';

/** The notice script for a site whose bundle lives under `${baseUrl}assets/js/`. */
export function noticeScript(baseUrl: string): string {
  const source = fs.readFileSync(path.join(__dirname, 'notice.js'), 'utf8');
  const code = source
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .replace('__CHUNK_ERROR_TEXT__', CHUNK_ERROR_TEXT.replace(/'/g, "\\'"))
    .replace('__SCRIPTS_PATH__', `${baseUrl}assets/js/`);
  if (/__[A-Z_]+__/.test(code))
    throw new Error('boot-failure-notice: notice.js has a placeholder this plugin does not fill');
  return code.trim();
}

/**
 * "Loading chunk failed" with a reload button when the page's scripts cannot load at all: the
 * bundle's own handlers (src/theme/ErrorPageContent) need the bundle, so the first line of
 * defence is a small inline script in <head> that depends on nothing. The article stays
 * readable: it is server-rendered and, on a first view, never replaced by React. The nginx
 * config allows the script by its hash like the theme's other inline scripts.
 */
export default function bootFailureNoticePlugin(context: LoadContext): Plugin {
  const script = noticeScript(context.baseUrl);
  return {
    name: 'boot-failure-notice',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
