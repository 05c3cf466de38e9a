/**
 * The offline search box (theme component of the local-search plugin, used when Algolia is not
 * configured; with Algolia the classic preset's DocSearch box is used instead).
 *
 * An ARIA combobox: type to search, ↑/↓ to move, Enter to open, Escape to close. Results come
 * from the Pagefind index written at build time; selecting one navigates inside the app.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_PLACEHOLDER} from '@site/src/data/site';
import {loadPagefind, type PagefindResultData} from './pagefind';
import styles from './styles.module.css';

const MAX_RESULTS = 8;

type Status = 'idle' | 'loading' | 'ready' | 'unavailable';

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const scriptUrl = useBaseUrl('/pagefind/pagefind.js');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PagefindResultData[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const prepare = useCallback(() => {
    if (status !== 'idle') return;
    setStatus('loading');
    loadPagefind(scriptUrl).then(
      () => setStatus('ready'),
      () => setStatus('unavailable'),
    );
  }, [scriptUrl, status]);

  useEffect(() => {
    const q = query.trim();
    if (!q || status !== 'ready') {
      setResults([]);
      return undefined;
    }
    let cancelled = false;
    loadPagefind(scriptUrl)
      .then((pagefind) => pagefind.debouncedSearch(q, {}, 150))
      .then(async (search) => {
        if (!search || cancelled) return;
        const data = await Promise.all(search.results.slice(0, MAX_RESULTS).map((r) => r.data()));
        if (!cancelled) {
          setResults(data);
          setActive(data.length ? 0 : -1);
        }
      })
      .catch(() => !cancelled && setStatus('unavailable'));
    return () => {
      cancelled = true;
    };
  }, [query, scriptUrl, status]);

  const go = (result: PagefindResultData) => {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    history.push(result.url);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && results.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (e.key === 'ArrowUp' && results.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && results[active]) {
      e.preventDefault();
      go(results[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showPanel = open && query.trim().length > 0;
  let message: string | null = null;
  if (status === 'unavailable') {
    message = 'Search is available in the built site (npm run build, then npm run serve).';
  } else if (status !== 'ready') {
    message = 'Loading the search index…';
  } else if (!results.length) {
    message = 'No pages match.';
  }

  return (
    <div className={styles.search} role="search">
      <input
        ref={inputRef}
        type="search"
        className={styles.input}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search the documentation"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.panel} hidden={!showPanel}>
        {message && <p className={styles.message} aria-live="polite">{message}</p>}
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.results}>
          {results.map((r, i) => (
            <li
              key={r.url}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={styles.result}
              onMouseDown={(e) => {
                e.preventDefault();
                go(r);
              }}
              onMouseEnter={() => setActive(i)}>
              <span className={styles.title}>{r.meta.title ?? r.url}</span>
              {/* Pagefind escapes the page text and adds only <mark> around matched words. */}
              <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: r.excerpt}} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
