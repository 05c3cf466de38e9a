/**
 * The full results page, /docs/search/?q=… (a route of the local-search plugin; with Algolia,
 * theme-search-algolia provides its own). Every result of the query, grouped by page with every
 * matching section, loaded a batch at a time. The address always holds the query, so it can be
 * shared, bookmarked or pasted. The page is noindex, and it is in neither the sidebar, the page
 * manifest nor the sitemap: it has no content of its own.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {SEARCH_QUERY_PARAM} from '../../client/files';
import {countText, outcomeNotes} from '../../client/messages';
import {addRecent, removeRecent} from '../../client/recent';
import {resultsMessage, useSearchResults} from '../../client/useSearchResults';
import {useRecentSearches} from '../../client/useRecentSearches';
import EntryHeading from '../SearchBar/EntryHeading';
import Excerpt from '../SearchBar/Excerpt';
import SearchForm from '../../components/SearchForm';
import styles from './styles.module.css';

/** Sections ranked per batch; "Show more results" loads the next batch. */
export const PAGE_BATCH = 40;

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The static HTML has no query; the browser's address does. Read it after hydration, so that
  // the first render matches the HTML.
  const hydrated = useIsBrowser();
  const asked = hydrated ? (new URLSearchParams(location.search).get(SEARCH_QUERY_PARAM) ?? '').trim() : '';
  // What the reader types and how many results are shown belong to the query asked: a new query
  // starts from itself and one batch.
  const [draft, setDraft] = useState({asked, text: asked});
  const input = draft.asked === asked ? draft.text : asked;
  const setInput = (text: string) => setDraft({asked, text});
  const [batches, setBatches] = useState({asked, limit: PAGE_BATCH});
  const limit = batches.asked === asked ? batches.limit : PAGE_BATCH;
  const results = useSearchResults(asked, {limit, enabled: hydrated});
  const {outcome} = results;
  const recent = useRecentSearches();

  useEffect(() => {
    if (asked) addRecent(asked);
  }, [asked]);

  const go = (q: string) => {
    const params = new URLSearchParams(location.search);
    params.set(SEARCH_QUERY_PARAM, q.trim());
    history.push({pathname: location.pathname, search: `?${params.toString()}`});
  };

  const title = asked ? `Search results for “${asked}”` : 'Search the documentation';

  let message: ReactNode = null;
  if (!hydrated) message = null;
  else if (!asked) message = 'Type what you are looking for and press Enter.';
  else message = resultsMessage(asked, results) ?? (outcome ? countText(outcome) : null);

  return (
    <Layout title={title} description="Search results of the Pipedream documentation.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        {/* The navbar's box is the page's other search landmark. */}
        <SearchForm label="New search" value={input} onChange={setInput} onSearch={go} />
        <div
          className={styles.status}
          role={results.failure ? 'alert' : 'status'}
          data-results-for={outcome ? asked : undefined}>
          {message && <p>{message}</p>}
          {outcome && outcomeNotes(asked, outcome).map((note) => <p key={note}>{note}</p>)}
        </div>
        {outcome && outcome.groups.length > 0 && (
          <ol className={styles.groups}>
            {outcome.groups.map((group) => (
              <li key={group.url} className={styles.group}>
                <Heading as="h2" className={styles.groupTitle}>
                  <Link to={group.url}>{group.title}</Link>
                </Heading>
                <ul className={styles.entries}>
                  {group.entries.map((entry) => (
                    <li key={entry.url} className={styles.entry}>
                      <Link to={entry.url} className={styles.entryLink} onClick={() => addRecent(asked)}>
                        <EntryHeading entry={entry} trailClassName={styles.trail} />
                      </Link>
                      <p className={styles.excerpt}>
                        <Excerpt segments={entry.excerpt} />
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {outcome && outcome.ranked < outcome.matches && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setBatches({asked, limit: limit + PAGE_BATCH})}>
            Show more results
          </button>
        )}
        {hydrated && !asked && recent.length > 0 && (
          <section className={styles.recent} aria-labelledby="recent-searches">
            <Heading as="h2" id="recent-searches">
              Recent searches
            </Heading>
            <ul>
              {recent.map((q) => (
                <li key={q}>
                  <Link to={`${location.pathname}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(q)}`}>{q}</Link>
                  <button
                    type="button"
                    className={`clean-btn ${styles.remove}`}
                    aria-label={`Remove “${q}” from recent searches`}
                    onClick={() => removeRecent(q)}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </main>
    </Layout>
  );
}
