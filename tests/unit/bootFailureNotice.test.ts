/** @jest-environment jsdom */
import {NOTICE_MARKUP, noticeScript} from '@site/src/plugins/boot-failure-notice';
import {CHUNK_ERROR_TEXT} from '@site/src/data/site';
import {isChunkLoadError} from '@site/src/utils/chunkLoadError';

/** Runs the inline script as a page would, in this jsdom window. */
function install(): void {
  new Function(noticeScript('/docs/'))();
}

function failScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
}

describe('the boot failure notice (src/plugins/boot-failure-notice)', () => {
  beforeAll(install);
  afterEach(() => document.getElementById('chunk-load-error')?.remove());

  it('fills in its placeholders', () => {
    const code = noticeScript('/docs/');
    expect(code).toContain(`'${CHUNK_ERROR_TEXT}'`);
    expect(code).toContain("'/docs/assets/js/'");
    expect(code).not.toMatch(/__[A-Z_]+__/);
  });

  it('shows an alert with a reload button when a script of the bundle fails', () => {
    failScript('http://localhost/docs/assets/js/main.abc123.js');
    const alert = document.getElementById('chunk-load-error')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(CHUNK_ERROR_TEXT);
    expect(alert.querySelector('button')?.textContent).toBe('Reload the page');
  });

  // The critical CSS is chosen for this markup (src/plugins/critical-css), so it must be the script's.
  it('builds the elements and classes NOTICE_MARKUP gives', () => {
    failScript('http://localhost/docs/assets/js/main.abc123.js');
    const notice = document.getElementById('chunk-load-error')!.cloneNode(true) as HTMLElement;
    for (const element of [notice, ...notice.querySelectorAll('*')]) {
      for (const node of [...element.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
    }
    expect(notice.outerHTML).toBe(NOTICE_MARKUP);
  });

  it('shows it once, however many files fail', () => {
    failScript('http://localhost/docs/assets/js/main.abc123.js');
    failScript('http://localhost/docs/assets/js/runtime~main.abc123.js');
    expect(document.querySelectorAll('#chunk-load-error')).toHaveLength(1);
  });

  it("ignores scripts that are not the site's", () => {
    failScript('https://www.googletagmanager.com/gtm.js');
    expect(document.getElementById('chunk-load-error')).toBeNull();
  });

  it('reports a chunk error the bundler raises in a promise', () => {
    const reason = Object.assign(new Error('Loading chunk 123 failed.'), {name: 'ChunkLoadError'});
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), {reason}));
    expect(document.getElementById('chunk-load-error')).not.toBeNull();
  });

  // The notice is ES5 and stands alone, so it keeps its own copy of the test the error page uses.
  it.each([
    ['a ChunkLoadError', Object.assign(new Error('Loading chunk 123 failed.'), {name: 'ChunkLoadError'})],
    ['a stylesheet chunk', new Error('Loading CSS chunk 7 failed.\n(/docs/assets/css/7.css)')],
    ['a named chunk with any message', Object.assign(new Error('timeout'), {name: 'ChunkLoadError'})],
    ['a plain object shaped like one', {name: 'ChunkLoadError', message: 'Loading chunk 1 failed.'}],
    ['another error', new Error('Cannot read properties of undefined')],
    ['a TypeError', new TypeError('Failed to fetch')],
    ['a string', 'Loading chunk 1 failed.'],
    ['null', null],
    ['undefined', undefined],
  ])('agrees with the error page on %s', (_, reason) => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), {reason}));
    expect(document.getElementById('chunk-load-error') !== null).toBe(isChunkLoadError(reason));
  });
});
