/**
 * Wrap of the theme's NotFound/Content — safe (theme-classic lists NotFound/Content as safe to
 * wrap); provided by the local-search plugin, so with Algolia the theme's page is unchanged. A
 * plugin's theme reaches the theme's component as @theme-init: for a plugin, @theme-original
 * names its own file (the build then recursed until it ran out of memory).
 *
 * Change: below the theme's "Page Not Found" (its layout, title and text, and the HTTP 404 the
 * host sends), the page helps the reader on: the address that was not found, shown as text; a
 * search field filled with the words of that address, which opens the results page; the best few
 * matches for those words from the offline index (the one search client, ../../../client, so the
 * 404 page is the one page that loads the index before the box is used); and links to the
 * Overview, the quickstart and the API pages. The static HTML (404.html, served for every missing
 * path) holds only the theme's text: the help depends on the path, known only in the browser, and
 * is a chunk of its own (./Help.tsx), because the docs plugin renders NotFound/Content for an
 * unknown doc from a chunk every doc page loads: imported here, the search client would be in
 * every page's JavaScript.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import NotFoundContent from '@theme-init/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

const NotFoundHelp = lazy(() => import('./Help'));

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const hydrated = useIsBrowser();
  return (
    <>
      <NotFoundContent {...props} />
      {hydrated && (
        <Suspense fallback={null}>
          <NotFoundHelp />
        </Suspense>
      )}
    </>
  );
}
