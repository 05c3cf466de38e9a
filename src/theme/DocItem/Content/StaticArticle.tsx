import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {navigateAfterRenderer} from '@site/src/client/navigate';
import CodeBlockButtons from './CodeBlockButtons';
import {internalPath, isPlainLeftClick} from './links';

/** The classes theme-classic gives the article container (checked by a unit test). */
export const ARTICLE_CLASS = clsx(ThemeClassNames.docs.docMarkdown, 'markdown');

/**
 * Whether the article holds content that only works once React renders it (see ./index.tsx):
 * an element matching the `needsReact` selector of a component registered in
 * src/data/components.ts. src/plugins/site-guard writes those selectors into the bundle as
 * `process.env.PAGE_NEEDS_REACT` (a constant, so the registry itself never reaches the browser);
 * a bundle built without it hands every article to React, which is correct, only slower.
 */
function needsReact(article: Element): boolean {
  const selector = process.env.PAGE_NEEDS_REACT;
  if (selector === undefined) return true;
  return selector !== '' && article.querySelector(selector) !== null;
}

/** The code blocks of the article, for the theme's copy and word-wrap buttons. */
const CODE_BLOCK = `.${ThemeClassNames.common.codeBlock}`;

/** How far outside the viewport a code block gets its buttons. */
const BUTTONS_MARGIN = '200px';

type Island = {pre: HTMLPreElement; mount: HTMLElement};

export type ServerArticle = {element: HTMLElement; html: string; needsReact: boolean};

/**
 * The server-rendered article of the page being hydrated, or null: during a client-side
 * navigation (the document has hydrated already) and under `docusaurus start` (nothing was
 * rendered on the server).
 */
export function serverRenderedArticle(): ServerArticle | null {
  if (typeof document === 'undefined') return null;
  if (document.documentElement.getAttribute('data-has-hydrated') !== 'false') return null;
  const element = document.querySelector<HTMLElement>(`.${ThemeClassNames.docs.docMarkdown}`);
  if (!element) return null;
  // The markup is kept as a string too: if React ever client-renders this part of the tree (a
  // hydration mismatch elsewhere makes it start over), it writes the same article back.
  return {element, html: element.innerHTML, needsReact: needsReact(element)};
}

/**
 * The article as the server sent it: React renders the container with the server's markup as
 * its inner HTML, which it neither checks nor rebuilds. What needs script inside it is handled
 * here: code blocks get the theme's own buttons (rendered through portals, with the theme's
 * components and contexts, when a block nears the viewport), and internal links navigate and
 * preload like Docusaurus's Link instead of reloading the page.
 */
export default function StaticArticle({article, className}: {article: ServerArticle; className: string}): ReactNode {
  const history = useHistory();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [islands, setIslands] = useState<Island[]>([]);
  // One object for the component's life: React compares this prop by identity and would rewrite
  // the article (dropping the islands' mount points) on any re-render given a new one.
  const markup = useMemo(() => ({__html: article.html}), [article]);

  useEffect(() => {
    const {element} = article;
    const observer = new IntersectionObserver(
      (entries) => {
        const ready: Island[] = [];
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const pre = entry.target.querySelector('pre');
          if (!pre?.parentElement) continue;
          const mount = document.createElement('div');
          mount.style.display = 'contents';
          mount.dataset.codeBlockButtons = '';
          pre.parentElement.append(mount);
          ready.push({pre, mount});
        }
        if (ready.length) setIslands((current) => [...current, ...ready]);
      },
      {rootMargin: BUTTONS_MARGIN},
    );
    element.querySelectorAll(CODE_BLOCK).forEach((block) => observer.observe(block));

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const to = link && isPlainLeftClick(event) ? internalPath(link, baseUrl) : null;
      if (!to) return;
      event.preventDefault();
      void navigateAfterRenderer(history, to);
    };
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const to = link && internalPath(link, baseUrl);
      if (to) void window.docusaurus.preload(to);
    };
    const linkObserver = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        linkObserver.unobserve(entry.target);
        const to = internalPath(entry.target as HTMLAnchorElement, baseUrl);
        if (to) void window.docusaurus.prefetch(to);
      }
    });
    element.querySelectorAll('a[href]').forEach((link) => {
      if (internalPath(link as HTMLAnchorElement, baseUrl)) linkObserver.observe(link);
    });
    element.addEventListener('click', onClick);
    element.addEventListener('mouseover', onIntent, {passive: true});
    element.addEventListener('touchstart', onIntent, {passive: true});
    return () => {
      observer.disconnect();
      linkObserver.disconnect();
      element.removeEventListener('click', onClick);
      element.removeEventListener('mouseover', onIntent);
      element.removeEventListener('touchstart', onIntent);
    };
  }, [article, history, baseUrl]);

  return (
    <>
      <div className={className} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
      {islands.map(({pre, mount}, i) => createPortal(<CodeBlockButtons pre={pre} />, mount, String(i)))}
    </>
  );
}
