/**
 * Wrap of @theme-original/DocItem/Content — UNSAFE (DocItem is not in theme-classic's safe list).
 *
 * Change: on a page's first view, the article the server rendered is kept as it is instead of
 * being hydrated. Its HTML never changes (the content is static Markdown), yet hydrating it meant
 * building and checking a React tree of thousands of nodes, the largest task on long reference
 * pages. ./StaticArticle.tsx renders the same container with the server's markup and brings the
 * few live controls inside it to life (code block buttons, links). Client-side navigation renders
 * the next page with the theme's component as before. An article holding a component that only
 * works when React renders it (tabs) is shown as the server sent it until the MDX renderer has
 * loaded, then rendered by the theme's component.
 *
 * Breaks if: the theme's container element changes (tests/unit/docItemContent.test.tsx renders
 * the original and compares), or Docusaurus stops marking the document `data-has-hydrated="false"`
 * until hydration ends (then every view renders normally: correct, only slower).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {loadRenderer} from '@site/src/theme/MDXContent/loadRenderer';
import StaticArticle, {ARTICLE_CLASS, serverRenderedArticle} from './StaticArticle';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContent(props: Props): ReactNode {
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
