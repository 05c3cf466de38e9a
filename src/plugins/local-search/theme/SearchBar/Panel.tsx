/**
 * The search box's drop-down, loaded on first use (see ./index.tsx): results grouped by page,
 * each entry a section with its trail and excerpt, or, while the box is empty, recent searches.
 * It owns the keys ↑ ↓ Enter Delete for its options; the box keeps focus (aria-activedescendant).
 */
import React, {useEffect, useImperativeHandle, useState, type MutableRefObject, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {BOX_LIMITS} from '../../client/limits';
import {outcomeNotes} from '../../client/messages';
import {addRecent, removeRecent} from '../../client/recent';
import {resultsMessage, useSearchResults} from '../../client/useSearchResults';
import {useRecentSearches} from '../../client/useRecentSearches';
import type {SearchEntry} from '../../client/ranking';
import {navigateAfterRenderer} from '@site/src/client/navigate';
import EntryHeading from './EntryHeading';
import Excerpt from './Excerpt';
import styles from './Panel.module.css';

const DEBOUNCE_MS = 100;

export type PanelProps = {
  query: string;
  setQuery: (query: string) => void;
  open: boolean;
  close: () => void;
  listId: string;
  /** The box forwards its key presses here first; true means the panel handled the key. */
  keys: MutableRefObject<((event: KeyboardEvent) => boolean) | null>;
  /** Tells the box whether the list is shown and which option is active. */
  onAria: (aria: {expanded: boolean; active?: string}) => void;
  /** Opens the results page for a query. */
  openResultsPage: (query: string) => void;
  /** The results page's address for a query. */
  resultsPageUrl: (query: string) => string;
};

type Option = {kind: 'entry'; entry: SearchEntry} | {kind: 'recent'; query: string};

export default function Panel({
  query,
  setQuery,
  open,
  close,
  listId,
  keys,
  onAria,
  openResultsPage,
  resultsPageUrl,
}: PanelProps): ReactNode {
  const history = useHistory();
  const recent = useRecentSearches();
  const asked = query.trim();
  // The selected option belongs to the query it was chosen for: a new query selects nothing.
  const [selection, setSelection] = useState({asked, index: -1});
  const active = selection.asked === asked ? selection.index : -1;
  const setActive = (next: number | ((index: number) => number)) =>
    setSelection((s) => ({asked, index: typeof next === 'number' ? next : next(s.asked === asked ? s.index : -1)}));

  const results = useSearchResults(asked, {
    limit: BOX_LIMITS.sections,
    entriesPerGroup: BOX_LIMITS.entriesPerPage,
    debounceMs: DEBOUNCE_MS,
  });
  const {prepare, fresh, outcome} = results;

  useEffect(() => {
    // The reader is at the box: fetch the index now, so the first query does not wait for it.
    prepare();
    // Once, when the panel first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groups = asked && outcome ? outcome.groups.slice(0, BOX_LIMITS.pages) : [];
  const options: Option[] = asked
    ? groups.flatMap((g) => g.entries.map((entry) => ({kind: 'entry', entry}) as Option))
    : recent.map((q) => ({kind: 'recent', query: q}));
  const expanded = open && (asked ? true : recent.length > 0);
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    onAria({expanded, active: expanded && active >= 0 && active < options.length ? optionId(active) : undefined});
  });

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({block: 'nearest'});
    // optionId only depends on listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, listId]);

  const choose = (option: Option) => {
    if (option.kind === 'recent') {
      setQuery(option.query);
      return;
    }
    addRecent(asked);
    close();
    setQuery('');
    void navigateAfterRenderer(history, option.entry.url);
  };

  const forget = (q: string) => {
    removeRecent(q);
    setActive(-1);
  };

  // The box calls the handler of the latest render.
  useImperativeHandle(keys, () => (event: KeyboardEvent) => {
    if (!expanded || !options.length) return false;
    if (event.key === 'ArrowDown') {
      setActive((i) => (i + 1) % options.length);
      return true;
    }
    if (event.key === 'ArrowUp') {
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
      return true;
    }
    const option = options[active];
    if (event.key === 'Enter' && option) {
      choose(option);
      return true;
    }
    if (event.key === 'Delete' && option?.kind === 'recent') {
      forget(option.query);
      return true;
    }
    return false;
  });

  const message = resultsMessage(asked, results);
  const notes = asked && outcome ? outcomeNotes(asked, outcome) : [];

  let index = -1;
  const option = (opt: Option, content: ReactNode, className: string, key: string) => {
    index += 1;
    const i = index;
    return (
      <li
        key={key}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        data-url={opt.kind === 'entry' ? opt.entry.url : undefined}
        className={className}
        onMouseDown={(e) => {
          e.preventDefault();
          choose(opt);
        }}
        onMouseMove={() => active !== i && setActive(i)}>
        {content}
      </li>
    );
  };

  return (
    <div className={styles.panel} hidden={!expanded} data-results-for={asked && fresh ? asked : undefined}>
      {(message || notes.length > 0) && (
        <div className={styles.message} role={results.failure ? 'alert' : 'status'}>
          {message && <p>{message}</p>}
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
      {!asked && recent.length > 0 && (
        <p className={styles.heading} id={`${listId}-recent`}>
          Recent searches <span className={styles.tip}>(Delete removes the selected one)</span>
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={asked ? 'Search results' : 'Recent searches'}
        aria-describedby={!asked && recent.length > 0 ? `${listId}-recent` : undefined}
        className={styles.results}>
        {asked
          ? groups.map((group, g) => (
              <li key={group.url} role="presentation" className={styles.group}>
                <div id={`${listId}-g${g}`} className={styles.groupTitle}>
                  {group.title}
                </div>
                <ul role="group" aria-labelledby={`${listId}-g${g}`} className={styles.entries}>
                  {group.entries.map((entry) =>
                    option(
                      {kind: 'entry', entry},
                      <>
                        <span className={styles.title}>
                          <EntryHeading entry={entry} trailClassName={styles.trail} />
                        </span>
                        <span className={styles.excerpt}>
                          <Excerpt segments={entry.excerpt} />
                        </span>
                      </>,
                      styles.result!,
                      entry.url,
                    ),
                  )}
                </ul>
              </li>
            ))
          : recent.map((q) =>
              option(
                {kind: 'recent', query: q},
                <>
                  <span className={styles.title}>{q}</span>
                  <span
                    className={styles.remove}
                    aria-hidden="true"
                    title={`Remove “${q}” from recent searches`}
                    data-remove-recent={q}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      forget(q);
                    }}>
                    ×
                  </span>
                </>,
                styles.result!,
                `recent:${q}`,
              ),
            )}
      </ul>
      {groups.length > 0 && (
        // A link, not an option: the list scrolls, and this gives the keyboard a stop inside it
        // (Tab from the box); Enter in the box with nothing selected goes to the same page. A plain
        // <a>: its href already has the base path, and the click navigates through the box.
        // eslint-disable-next-line @docusaurus/no-html-links
        <a
          className={styles.all}
          href={resultsPageUrl(asked)}
          onClick={(event) => {
            event.preventDefault();
            addRecent(asked);
            openResultsPage(asked);
          }}>
          See all results for “{asked}”
        </a>
      )}
    </div>
  );
}
