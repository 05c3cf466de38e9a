/**
 * The offline search box in the navbar (theme component of the local-search plugin, used when
 * Algolia is not configured; with Algolia the classic preset's DocSearch box is used instead).
 * Not a swizzle: theme-classic's SearchBar is an empty placeholder, and nothing of it is copied.
 *
 * This file is in every page's JavaScript, so it holds only the box: an ARIA combobox in a form
 * that, without JavaScript or with nothing selected, opens the results page (/docs/search/?q=…),
 * and the shortcuts Ctrl+K / ⌘K and `/`. Everything else (the drop-down, Pagefind, the ranking)
 * is in ./Panel, a chunk loaded when the reader first focuses the box.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_PLACEHOLDER} from '@site/src/data/site';
import {SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM} from '../../client/files';
import {isSearchShortcut, shortcutLabel} from '../../client/shortcuts';
import type {PanelProps} from './Panel';
import styles from './styles.module.css';

// The label never changes once known, so nothing is subscribed to. Not useIsBrowser(): that flips
// in an effect after hydration and re-renders the navbar later, which set its links prefetching
// again while the page settled; this store's value is applied as hydration finishes.
const subscribeToNothing = () => () => {};

const PANEL_FAILED =
  'The search could not be loaded: part of the site did not download. Check your connection and reload the page.';

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const pageUrl = useBaseUrl(SEARCH_PAGE_PATH);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<PanelProps['keys']['current']>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<PanelProps> | 'loading' | 'failed' | null>(null);
  const [aria, setAria] = useState<{expanded: boolean; active?: string}>({expanded: false});
  // Known only in the browser: empty in the server's HTML and while the page hydrates.
  const shortcut = useSyncExternalStore(subscribeToNothing, shortcutLabel, () => '');
  // The panel reports after every render; keep the state (and skip a render) when nothing changed.
  const onAria = useCallback(
    (next: {expanded: boolean; active?: string}) =>
      setAria((prev) => (prev.expanded === next.expanded && prev.active === next.active ? prev : next)),
    [],
  );

  const started = useRef(false);
  const activate = useCallback(() => {
    setOpen(true);
    if (started.current) return;
    started.current = true;
    setPanel('loading');
    import('./Panel').then(
      (module) => setPanel(() => module.default),
      () => {
        started.current = false;
        setPanel('failed');
      },
    );
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    input.current?.blur();
  }, []);

  const resultsPageUrl = useCallback(
    (q: string) => `${pageUrl}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(q.trim())}`,
    [pageUrl],
  );
  const openResultsPage = useCallback(
    (q: string) => {
      close();
      history.push(resultsPageUrl(q));
    },
    [close, history, resultsPageUrl],
  );

  return (
    <form
      className={styles.search}
      role="search"
      action={pageUrl}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.trim()) openResultsPage(query);
      }}
      onBlur={(event) => {
        // Focus moving inside the drop-down (its link) keeps it open, and so does focus that is back
        // in the box when the delay ends: a click back into it right after leaving (the panel
        // closed under the reader, and the accessibility test failed on a fast machine).
        if (event.currentTarget.contains(event.relatedTarget)) return;
        const form = event.currentTarget;
        setTimeout(() => {
          if (!form.contains(document.activeElement)) setOpen(false);
        }, 150);
      }}>
      <input
        ref={input}
        name={SEARCH_QUERY_PARAM}
        type="search"
        className={styles.input}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label="Search the documentation"
        role="combobox"
        aria-expanded={aria.expanded}
        aria-controls={aria.expanded ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={aria.expanded ? aria.active : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        value={query}
        onFocus={activate}
        onChange={(event) => {
          setQuery(event.target.value);
          activate();
        }}
        onKeyDown={(event) => {
          if (keys.current?.(event.nativeEvent)) event.preventDefault();
          else if (event.key === 'Escape') {
            // Closes the list first; the browser's own Escape (clearing the box) comes second.
            if (aria.expanded) {
              event.preventDefault();
              setOpen(false);
            }
          } else if (event.key !== 'Enter' && event.key !== 'Tab') setOpen(true);
        }}
      />
      {shortcut && (
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      )}
      {typeof Panel === 'function' ? (
        <Panel
          query={query}
          setQuery={setQuery}
          open={open}
          close={close}
          listId={listId}
          keys={keys}
          onAria={onAria}
          openResultsPage={openResultsPage}
          resultsPageUrl={resultsPageUrl}
        />
      ) : (
        Panel === 'failed' &&
        open && (
          <p className={styles.failed} role="alert">
            {PANEL_FAILED}
          </p>
        )
      )}
    </form>
  );
}
