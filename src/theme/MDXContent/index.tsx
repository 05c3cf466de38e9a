/**
 * Wrap of @theme-original/MDXContent — SAFE (theme-classic marks MDXContent safe to wrap).
 *
 * Change: the theme's MDXContent (the MDX component map, with CodeBlock, Prism and its grammars,
 * admonitions, details and tabs) is loaded on demand instead of with every page. A page's first
 * view keeps its server-rendered article and renders no MDX in the browser
 * (src/theme/DocItem/Content), so these modules are only needed for client-side navigation. The
 * chunk is prefetched when a page loads and requested as soon as the reader points at a link or
 * a navigation starts (src/client/content-renderer.ts), so a new page normally renders at once;
 * if it has not arrived yet, the article appears when it does. Docusaurus scrolls to the URL's
 * #section as the new route commits; when the article arrives later, that scroll found no
 * heading, so it is made again once the article is in place (ScrollToHash).
 *
 * The server build has the renderer from the start (src/plugins/lazy-mdx) and renders without a
 * Suspense boundary: React streams a large completed boundary as a hidden block moved into place
 * by an inline script, which would leave the article out of the HTML's own order.
 */
import React, {Suspense, lazy, useLayoutEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/MDXContent';
import {loadRenderer, loadedRenderer} from './loadRenderer';

const LazyRenderer = lazy(async () => ({default: await loadRenderer()}));

/** Inside the boundary, after the article: its layout effect runs once the article is in the DOM. */
function ScrollToHash(): null {
  const {hash} = useLocation();
  useLayoutEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Once, when the late article appears; later hash changes are the router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export default function MDXContent(props: Props): ReactNode {
  const Renderer = loadedRenderer();
  // The module's one renderer, loaded once: the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  if (Renderer) return <Renderer {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyRenderer {...props} />
      <ScrollToHash />
    </Suspense>
  );
}
