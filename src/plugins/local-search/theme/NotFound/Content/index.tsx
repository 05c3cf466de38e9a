/**
 * Eject of the theme's NotFound/Content (safe: theme-classic lists it as safe to eject), provided
 * by the local-search plugin, so with Algolia the theme's page is unchanged.
 *
 * Change: the help (./Help.tsx: the address that was not found, a search field filled with its
 * words, the best matches from the offline index, links to start from) comes first in the page's
 * <main>, under the title, where "skip to main content" lands; the theme's two sentences follow.
 * The help depends on the path, known only in the browser, and is a chunk of its own: the docs
 * plugin renders this component from a chunk every doc page loads. Breaks if the theme renames its
 * texts' translation ids (theme.NotFound.*).
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';

const NotFoundHelp = lazy(() => import('./Help'));

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const hydrated = useIsBrowser();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          {hydrated && (
            <Suspense fallback={null}>
              <NotFoundHelp />
            </Suspense>
          )}
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
