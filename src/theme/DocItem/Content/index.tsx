/**
 * Wrap of @theme-original/DocItem/Content — UNSAFE (DocItem is not in theme-classic's safe list).
 *
 * Changes:
 *
 * 1. On a page's first view, the article the server rendered is kept as it is instead of being
 *    hydrated. Its HTML never changes (the content is static Markdown), yet hydrating it meant
 *    building and checking a React tree of thousands of nodes, the largest task on long reference
 *    pages. ./StaticArticle.tsx renders the same container with the server's markup and brings
 *    the few live controls inside it to life (code block buttons, links). Client-side navigation
 *    renders the next page with the theme's component as before. An article holding a component
 *    that only works when React renders it (tabs) is shown as the server sent it until the MDX
 *    renderer has loaded, then rendered by the theme's component.
 * 2. Every doc page links its Markdown twin (src/plugins/markdown-twins) with
 *    `<link rel="alternate" type="text/markdown">` (absolute, like the canonical link), and shows
 *    the "Copy page" control (src/components/CopyPage) beside its title. The control is a sibling
 *    of the article, never inside it, so it is a live React component on a first view too; CSS
 *    floats it onto the title's row.
 *
 * Breaks if: the theme's container element changes (tests/unit/staticArticle.test.tsx renders
 * the original and compares), Docusaurus stops marking the document `data-has-hydrated="false"`
 * until hydration ends (then every view renders normally: correct, only slower), or upstream
 * moves the title out of DocItem/Content (tests/e2e checks the control sits on the title's row).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import {loadRenderer} from '@site/src/theme/MDXContent/loadRenderer';
import {markdownTwinPath} from '@site/src/utils/routes';
import StaticArticle, {ARTICLE_CLASS, serverRenderedArticle} from './StaticArticle';

type Props = WrapperProps<typeof ContentType>;

/** The article: the server's markup on a first view, the theme's component otherwise. */
function Article(props: Props): ReactNode {
  // Decided once, at the first render of this page view: later renders (colour mode, window
  // size) must not switch an article React never built over to React.
  const [article] = useState(serverRenderedArticle);
  const [rendered, setRendered] = useState(!article);
  useEffect(() => {
    if (!article?.needsReact) return;
    loadRenderer().then(
      () => setRendered(true),
      () => {}, // the article stays as the server sent it; the chunk-failure notice reports it
    );
  }, [article]);
  if (article && !rendered) return <StaticArticle article={article} className={ARTICLE_CLASS} />;
  return <Content {...props} />;
}

export default function DocItemContent(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata} = useDoc();
  const markdownPath = markdownTwinPath(metadata.permalink, siteConfig.baseUrl);
  const markdownUrl = `${siteConfig.url.replace(/\/$/, '')}${markdownPath}`;
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      <CopyPage markdownPath={markdownPath} markdownUrl={markdownUrl} />
      <Article {...props} />
    </>
  );
}
