/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import {Route, type RouteComponentProps} from 'react-router-dom';
import SearchBar from '@site/src/plugins/local-search/theme/SearchBar';
import {RECENT_SEARCHES_KEY} from '@site/src/plugins/local-search/client/recent';
import type {SearchOutcome} from '@site/src/plugins/local-search/client/engine';
import {SEARCH_PLACEHOLDER} from '@site/src/data/site';
import {renderWithSite} from './renderWithSite';

// The engine (Pagefind in the browser) is replaced by fixed results: these tests are about the box.
const mockSearches: string[] = [];
jest.mock('@site/src/plugins/local-search/client/engine', () => ({
  getSearch: () => ({
    prepare: () => Promise.resolve(),
    search: (q: string): Promise<SearchOutcome> => {
      mockSearches.push(q);
      const groups =
        q === 'nothing'
          ? []
          : [
              {
                url: '/docs/limits/',
                title: 'Limits',
                entries: [
                  {
                    url: '/docs/limits/#memory',
                    title: 'Memory',
                    trail: ['Limits'],
                    excerpt: [
                      {text: 'Workflows get 256MB of ', mark: false},
                      {text: 'memory', mark: true},
                    ],
                  },
                  {url: '/docs/limits/', title: 'Limits', trail: [], excerpt: [{text: 'The limits.', mark: false}]},
                ],
              },
              {
                url: '/docs/pricing/',
                title: 'Plans and Pricing',
                entries: [{url: '/docs/pricing/#memory', title: 'Memory', trail: ['Plans and Pricing'], excerpt: []}],
              },
            ];

      const {parseQuery} =
        require('@site/src/plugins/local-search/client/query') as typeof import('@site/src/plugins/local-search/client/query');
      return Promise.resolve({
        query: parseQuery(q),
        groups,
        matches: 3,
        ranked: 3,
        partial: false,
        whole: 0,
        correctedTo: q === 'memroy' ? 'memory' : undefined,
      });
    },
  }),
}));

function renderBox() {
  let location = '';
  let history: RouteComponentProps['history'] | undefined;
  const view = renderWithSite(
    <>
      <SearchBar />
      <Route
        render={(props) => {
          const l = props.location;
          location = `${l.pathname}${l.search}${l.hash}`;
          history = props.history;
          return null;
        }}
      />
      <textarea aria-label="Another field" />
    </>,
    {path: '/docs/workflows/'},
  );
  const box = screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement;
  /** The next navigation's address, when the router's history changes: an event, not a clock. */
  const nextNavigation = () =>
    new Promise<string>((resolve) => {
      const stop = history!.listen((l) => {
        stop();
        resolve(`${l.pathname}${l.search}${l.hash}`);
      });
    });
  return {view, box, location: () => location, nextNavigation};
}

async function type(box: HTMLInputElement, text: string) {
  fireEvent.focus(box);
  fireEvent.change(box, {target: {value: text}});
  await screen.findByRole('listbox', {name: 'Search results'});
  await waitFor(() => expect(document.querySelector(`[data-results-for="${text.trim()}"]`)).not.toBeNull());
}

beforeEach(() => {
  localStorage.clear();
  mockSearches.length = 0;
});

describe('SearchBar (the box in the navbar)', () => {
  it('is a search form that opens the results page, even before any script runs', () => {
    const {box} = renderBox();
    const form = box.closest('form')!;
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('action')).toBe('/docs/search/');
    expect(box.name).toBe('q');
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes focus on Ctrl+K, ⌘K and /, but not while the reader types elsewhere', async () => {
    const {box} = renderBox();
    for (const init of [{key: 'k', ctrlKey: true}, {key: 'k', metaKey: true}, {key: '/'}]) {
      (document.activeElement as HTMLElement | null)?.blur();
      fireEvent.keyDown(document.body, init);
      expect(document.activeElement).toBe(box);
    }
    const other = screen.getByLabelText('Another field');
    other.focus();
    fireEvent.keyDown(other, {key: '/'});
    expect(document.activeElement).toBe(other);
    // Focus loaded the drop-down's chunk: let it arrive inside the test.
    await screen.findByRole('listbox', {hidden: true});
  });

  it('shows results grouped by page, each entry with its page and section, loaded on first use', async () => {
    const {box} = renderBox();
    expect(mockSearches).toEqual([]);
    await type(box, 'memory');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const groups = screen.getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent,
      ),
    ).toEqual(['Limits', 'Plans and Pricing']);
    const options = within(groups[0]!).getAllByRole('option');
    // The section's title under its page group, without the page title again.
    expect(options[0]!.textContent).toMatch(/^Memory/);
    expect(options[0]!.querySelector('mark')!.textContent).toBe('memory');
    expect(screen.getByRole('link', {name: /See all results for “memory”/}).getAttribute('href')).toBe(
      '/docs/search/?q=memory',
    );
  });

  it('moves with ↑/↓ and opens the selected section with Enter, remembering the search', async () => {
    const {box, nextNavigation} = renderBox();
    await type(box, 'memory');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    fireEvent.keyDown(box, {key: 'ArrowUp'});
    const selected = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')!;
    expect(box.getAttribute('aria-activedescendant')).toBe(selected.id);
    // The box navigates once the article renderer has loaded (src/client/navigate.ts).
    const navigation = nextNavigation();
    fireEvent.keyDown(box, {key: 'Enter'});
    await act(async () => {
      expect(await navigation).toBe('/docs/limits/#memory');
    });
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['memory']);
  });

  it('opens the results page on Enter when nothing is selected', async () => {
    const {box, location} = renderBox();
    await type(box, 'memory limit');
    fireEvent.submit(box.closest('form')!);
    expect(location()).toBe('/docs/search/?q=memory%20limit');
  });

  it('closes on Escape', async () => {
    const {box} = renderBox();
    await type(box, 'memory');
    fireEvent.keyDown(box, {key: 'Escape'});
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect(box.value).toBe('memory');
  });

  it('closes when focus leaves it, but not when focus is back in the box before it closes', async () => {
    const {box} = renderBox();
    await type(box, 'memory');
    const other = screen.getByLabelText('Another field');
    // jsdom moves focus without the focusout/focusin events React listens to: they are sent here.
    const moveFocus = (from: HTMLElement, to: HTMLElement) =>
      act(() => {
        fireEvent.focusOut(from, {relatedTarget: to});
        to.focus();
        fireEvent.focusIn(to, {relatedTarget: from});
      });
    jest.useFakeTimers();
    try {
      // Leaving and coming straight back (a click back into the box) keeps the drop-down open.
      moveFocus(box, other);
      moveFocus(other, box);
      act(() => jest.advanceTimersByTime(1000));
      expect(box.getAttribute('aria-expanded')).toBe('true');
      // Leaving for good closes it.
      moveFocus(box, other);
      act(() => jest.advanceTimersByTime(1000));
      expect(box.getAttribute('aria-expanded')).toBe('false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when nothing matches or the query was corrected', async () => {
    const {box} = renderBox();
    await type(box, 'nothing').catch(() => {});
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('No pages match “nothing”'));
    fireEvent.change(box, {target: {value: 'memroy'}});
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('showing results for “memory”'));
  });

  it('shows recent searches when it opens empty; a recent search can be searched again or removed', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['cold starts', 'pd deploy']));
    const {box} = renderBox();
    await act(async () => {
      fireEvent.focus(box);
    });
    const list = await screen.findByRole('listbox', {name: 'Recent searches'});
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cold starts×', 'pd deploy×']);
    fireEvent.mouseDown(list.querySelector('[data-remove-recent="cold starts"]')!);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['pd deploy×']);
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['pd deploy']);
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    fireEvent.keyDown(box, {key: 'Enter'});
    expect(box.value).toBe('pd deploy');
    await waitFor(() => expect(mockSearches).toContain('pd deploy'));
  });
});
