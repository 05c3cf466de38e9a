/** @jest-environment jsdom */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import OriginalContent from '@theme-original/DocItem/Content';
import {Details} from '@docusaurus/theme-common/Details';
import {ARTICLE_CLASS, serverRenderedArticle} from '@site/src/theme/DocItem/Content/StaticArticle';
import {NEEDS_REACT_SELECTOR} from '@site/src/data/components';
import {codeOf} from '@site/src/theme/DocItem/Content/CodeBlockButtons';
import {internalPath, isPlainLeftClick} from '@site/src/theme/DocItem/Content/links';
import {screen} from '@testing-library/react';
import {renderWithSite} from './renderWithSite';

// As src/plugins/site-guard defines it in the bundle.
process.env.PAGE_NEEDS_REACT = NEEDS_REACT_SELECTOR;

const doc = {
  metadata: {id: 'x', title: 'A page', description: '', permalink: '/docs/x/', frontMatter: {}, editUrl: undefined},
  frontMatter: {},
  contentTitle: undefined,
  toc: [],
  assets: {},
};

describe("the static article's container", () => {
  it("has exactly the classes of the theme's own article container", async () => {
    const {container} = renderWithSite(
      <DocProvider content={doc as never}>
        <OriginalContent>
          <p>Body</p>
        </OriginalContent>
      </DocProvider>,
    );
    // The article's renderer is a chunk of its own (src/theme/MDXContent): let it arrive.
    await screen.findByText('Body');
    const article = container.querySelector('.theme-doc-markdown')!;
    expect(article).not.toBeNull();
    expect(article.className).toBe(ARTICLE_CLASS);
  });
});

describe('serverRenderedArticle()', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-has-hydrated');
  });

  const serve = (html: string) => {
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.body.innerHTML = `<article><div class="${ARTICLE_CLASS}">${html}</div></article>`;
  };

  it('returns the article and its markup while the server-rendered page hydrates', () => {
    serve('<h2 id="a">A</h2><p>Text</p>');
    const article = serverRenderedArticle();
    expect(article?.element.className).toBe(ARTICLE_CLASS);
    expect(article?.html).toBe('<h2 id="a">A</h2><p>Text</p>');
    expect(article?.needsReact).toBe(false);
  });

  it("marks an article whose tabs need React, by the registry's selectors as the bundle holds them", () => {
    serve('<div class="tabs-container"><ul role="tablist"><li role="tab">One</li></ul></div>');
    expect(serverRenderedArticle()?.needsReact).toBe(true);
    serve('<p>Text</p>');
    expect(serverRenderedArticle()?.needsReact).toBe(false);
  });

  it('hands every article to React when the bundle lacks the selectors (correct, only slower)', () => {
    delete process.env.PAGE_NEEDS_REACT;
    serve('<p>Text</p>');
    expect(serverRenderedArticle()?.needsReact).toBe(true);
    process.env.PAGE_NEEDS_REACT = NEEDS_REACT_SELECTOR;
  });

  it('returns nothing once the page has hydrated (client-side navigation) or without server HTML', () => {
    serve('<p>Text</p>');
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    expect(serverRenderedArticle()).toBeNull();
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.body.innerHTML = '<div id="__docusaurus"></div>';
    expect(serverRenderedArticle()).toBeNull();
  });
});

describe('codeOf()', () => {
  it('joins the lines of a highlighted block with newlines, as the copy button copies them', () => {
    const pre = document.createElement('pre');
    pre.innerHTML =
      '<code><span class="token-line"><span class="token keyword">const</span> a = 1;<br></span>' +
      '<span class="token-line"><br></span><span class="token-line">a;<br></span></code>';
    expect(codeOf(pre)).toBe('const a = 1;\n\na;');
  });
});

describe('links in the static article', () => {
  const link = (href: string, attrs: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    return a;
  };

  it('are routed in the page when they lead to another page of the site', () => {
    expect(internalPath(link('/docs/limits/'), '/docs/')).toBe('/docs/limits/');
    expect(internalPath(link('/docs/limits/?a=1#memory'), '/docs/')).toBe('/docs/limits/?a=1#memory');
  });

  it('are left to the browser otherwise', () => {
    expect(internalPath(link('https://example.org/docs/limits/'), '/docs/')).toBeNull();
    expect(internalPath(link('/other/'), '/docs/')).toBeNull();
    expect(internalPath(link('/docs/pages.json'), '/docs/')).toBeNull();
    expect(internalPath(link('/docs/limits/', {target: '_blank'}), '/docs/')).toBeNull();
    expect(internalPath(link('/docs/limits/', {download: ''}), '/docs/')).toBeNull();
    expect(internalPath(link(`${window.location.pathname}#a-section`), '/')).toBeNull();
  });

  it('follow only a plain left click', () => {
    expect(isPlainLeftClick(new MouseEvent('click', {button: 0}))).toBe(true);
    expect(isPlainLeftClick(new MouseEvent('click', {button: 0, ctrlKey: true}))).toBe(false);
    expect(isPlainLeftClick(new MouseEvent('click', {button: 1}))).toBe(false);
  });
});

describe('<details> in a static article', () => {
  // A first view never runs the theme's Details effects; the browser's own <details> behaviour
  // must then open and close it, which works only while the server markup hides nothing itself.
  it('is server-rendered by the theme as a native <details> with no style of its own', () => {
    document.body.innerHTML = renderToString(<Details summary="More">Hidden text</Details>);
    const details = document.querySelector('details')!;
    expect(details.querySelector('summary')?.textContent).toBe('More');
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelectorAll('[style]')).toHaveLength(0);
  });
});
