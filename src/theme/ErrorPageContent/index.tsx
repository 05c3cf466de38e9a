/**
 * Wrap of @theme-original/ErrorPageContent — UNSAFE (not in theme-classic's safe list).
 *
 * Change: when a script chunk failed to load (offline, a deploy replaced the files, a 120 s
 * timeout) the reader sees "Loading chunk failed" and a button that reloads the page, instead of
 * "This page crashed" with a retry that would fail the same way. Reloading is the reader's choice,
 * so a chunk that stays missing can never cause a reload loop. Other errors keep the theme's page.
 */
import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import Heading from '@theme/Heading';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {isChunkLoadError} from '@site/src/utils/chunkLoadError';
import {CHUNK_ERROR_TEXT} from '@site/src/data/site';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  if (!isChunkLoadError(props.error)) return <ErrorPageContent {...props} />;
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3" role="alert">
          <Heading as="h1" className="hero__title">
            {CHUNK_ERROR_TEXT}
          </Heading>
          <p>Part of this page could not be downloaded. Check your connection, then reload the page to try again.</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </div>
    </main>
  );
}
