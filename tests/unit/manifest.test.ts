import {extractHeaders, relativeSourcePath} from '@site/src/plugins/page-manifest/manifest';

describe('the page manifest (src/plugins/page-manifest)', () => {
  it('reads h2 and h3 headings of the article from minified HTML, in order', () => {
    const html =
      '<nav><h2 id=nav>Not content</h2></nav><article><header><h1>Limits</h1></header>' +
      '<h2 class="anchor anchorTargetStickyNavbar_x" id=http-payload-size>HTTP payload size<a href=#http-payload-size class=hash-link aria-label="Direct link">\u200b</a></h2>' +
      '<p>text</p><h3 class=anchor id="q-&amp;-a">Q &amp; A <code>$send</code><a class=hash-link href="#q-&amp;-a">\u200b</a></h3>' +
      '<h4 id=deep>Too deep</h4><h2>No id</h2></article><footer><h3 id=foot>Footer</h3></footer>';
    expect(extractHeaders(html)).toEqual([
      {level: 2, title: 'HTTP payload size', slug: 'http-payload-size'},
      {level: 3, title: 'Q & A $send', slug: 'q-&-a'},
    ]);
  });

  it('gives source paths relative to the docs folder', () => {
    expect(relativeSourcePath('@site/docs/workflows/steps/code.mdx')).toBe('workflows/steps/code.mdx');
  });
});
