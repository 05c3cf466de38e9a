import {asPainted, spliceCriticalCss} from '@site/src/plugins/critical-css';
import {NOTICE_MARKUP} from '@site/src/plugins/boot-failure-notice';

const HREF = '/docs/assets/css/styles.21f70254.css';
// Docusaurus's page as its minifier writes it (src/plugins/deferred-boot/ssr-template.eta).
const PAGE =
  '<!doctype html><html lang=en dir=ltr class="docs-wrapper plugin-docs"><head><meta charset=UTF-8>' +
  `<script>!function(){}()</script><link rel=stylesheet href=${HREF} />` +
  '<link rel=preload as=script href=/docs/assets/js/main.0a1b2c.js data-deferred-boot></head>' +
  '<body><div id=__docusaurus><main><p class=lead>Hello</main></div></body>';
const CSS = '.lead{color:red}';
// What beasties 0.5 writes for PAGE with `preload: 'js-lazy'` (every attribute quoted).
const BLOCK =
  `<style>${CSS}</style><link rel="preload" href="${HREF}" as="style"><noscript><link rel="stylesheet" href="${HREF}">` +
  `</noscript><script data-href="${HREF}" data-media="all">function $loadcss(u,m,l){}</script>`;
const PROCESSED =
  '<!doctype html><div data-beasties-container=""><html data-theme="light" lang="en"><head><meta charset="UTF-8">' +
  `<script>!function(){}()</script>${BLOCK}` +
  '<link rel="preload" as="script" href="/docs/assets/js/main.0a1b2c.js" data-deferred-boot></head><body>…</body></html></div>';
const where = {where: 'index.html', baseUrl: '/docs/'};

describe('the critical CSS (src/plugins/critical-css)', () => {
  it('replaces the stylesheet link with what beasties put there, and nothing else', () => {
    const {html, css, href} = spliceCriticalCss(PAGE, PROCESSED, where);
    expect(html).toBe(PAGE.replace(`<link rel=stylesheet href=${HREF} />`, BLOCK));
    expect(css).toBe(CSS);
    expect(href).toBe(HREF);
  });

  it.each([
    ['the page links no stylesheet', PAGE.replace(/<link rel=stylesheet[^>]*>/, ''), PROCESSED, /links 0 stylesheets/],
    [
      'the page links two',
      PAGE.replace('</head>', `<link rel=stylesheet href=${HREF} /></head>`),
      PROCESSED,
      /links 2 stylesheets/,
    ],
    ['the stylesheet is not the CSS asset', PAGE.replaceAll(HREF, '/docs/theme.css'), PROCESSED, /not \/docs\/assets/],
    [
      'beasties swaps with an onload attribute (blocked by the CSP)',
      PAGE,
      PROCESSED.replace(
        BLOCK,
        `<style>${CSS}</style><link rel="stylesheet" href="${HREF}" media="print" onload="this.media='all'">`,
      ),
      /changed shape/,
    ],
    [
      'beasties writes a second <style>',
      PAGE,
      PROCESSED.replace('</head>', '<style>p{}</style></head>'),
      /changed shape/,
    ],
    ['beasties inlines nothing', PAGE, PROCESSED.replace(CSS, ''), /inlined no CSS/],
  ])('stops the build, naming the plugin, when %s', (_, page, processed, problem) => {
    expect(() => spliceCriticalCss(page, processed, where)).toThrow(/^critical-css: index\.html: /);
    expect(() => spliceCriticalCss(page, processed, where)).toThrow(problem);
  });

  it('keeps a <style> the page carries itself', () => {
    const own = '<style>.api-op{margin:0}</style>';
    const {html} = spliceCriticalCss(PAGE.replace('<main>', `<main>${own}`), PROCESSED.replace('…', own), where);
    expect(html).toContain(own);
  });

  it('hands beasties the page as it first paints, with the boot-failure notice in a container', () => {
    const painted = asPainted(PAGE);
    expect(painted).toMatch(
      /^<!doctype html><div data-beasties-container><html data-theme=light data-theme-choice=system /,
    );
    expect(painted).toContain(`${NOTICE_MARKUP}</body></html></div>`);
    expect(() => asPainted('<p>no page</p>', 'x.html')).toThrow(/^critical-css: x\.html: /);
  });
});
