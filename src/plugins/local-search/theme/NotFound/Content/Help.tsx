/**
 * The not-found page's help (see ./index.tsx, which loads this on demand): the missing address as
 * text, a search field filled with its words, the best matches from the offline index, and links
 * to start from.
 */
import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM} from '../../../client/files';
import {displayPath, searchWordsOfPath} from '../../../client/notFound';
import {resultsMessage, useSearchResults} from '../../../client/useSearchResults';
import SearchForm from '../../../components/SearchForm';
import styles from './styles.module.css';

/** Matches listed: the few best pages, one section each. */
const NOT_FOUND_LIMITS = {sections: 12, pages: 5};

/** Where a lost reader can start again (routes relative to the base path). */
const NOT_FOUND_LINKS = [
  {to: '/', label: 'Overview', about: 'what Pipedream is and where to start'},
  {to: '/quickstart/', label: 'Quickstart', about: 'build your first workflows step by step'},
  {to: '/api/overview/', label: 'API overview', about: 'the REST API and Server-Sent Events'},
  {to: '/api/rest/', label: 'REST API reference', about: 'every endpoint'},
] as const;

export default function NotFoundHelp(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const history = useHistory();
  const resultsPage = useBaseUrl(SEARCH_PAGE_PATH);
  // Rendered in the browser only (see ./index.tsx): the path is the one that was not found.
  const asked = searchWordsOfPath(location.pathname, siteConfig.baseUrl);
  const [draft, setDraft] = useState<{asked: string; text: string} | null>(null);
  const input = draft && draft.asked === asked ? draft.text : asked;
  const results = useSearchResults(asked, {
    limit: NOT_FOUND_LIMITS.sections,
    entriesPerGroup: 1,
    enabled: asked !== '',
  });
  const groups = results.outcome?.groups.slice(0, NOT_FOUND_LIMITS.pages) ?? [];
  const message = resultsMessage(asked, results);

  return (
    <section aria-labelledby="not-found-search">
      <p className={styles.path}>
        Nothing is published at <code>{displayPath(location.pathname)}</code>.
      </p>
      <Heading as="h2" id="not-found-search">
        Search the documentation
      </Heading>
      <SearchForm
        label="Search for the missing page"
        action={resultsPage}
        value={input}
        onChange={(text) => setDraft({asked, text})}
        onSearch={(q) => history.push(`${resultsPage}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(q)}`)}
      />
      {asked && (
        <div role="status" className={styles.status} data-results-for={results.outcome ? asked : undefined}>
          {message && <p>{message}</p>}
          {groups.length > 0 && <p>Pages that may be what you were looking for:</p>}
        </div>
      )}
      {groups.length > 0 && (
        <ul className={styles.matches} aria-label="Suggested pages">
          {groups.map((group) => {
            const entry = group.entries[0];
            const section = entry && entry.trail.length > 0 ? entry.title : null;
            return (
              <li key={group.url}>
                <Link to={entry?.url ?? group.url}>
                  {group.title}
                  {section && ` › ${section}`}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Heading as="h2" className={styles.startHeading}>
        Or start from
      </Heading>
      <ul className={styles.links}>
        {NOT_FOUND_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>: {link.about}
          </li>
        ))}
      </ul>
    </section>
  );
}
