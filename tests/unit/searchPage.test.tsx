/** @jest-environment jsdom */
import React, {type ReactNode} from 'react';
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {Route} from 'react-router-dom';
import SearchPage from '@site/src/plugins/local-search/theme/SearchPage';
import type {SearchOutcome} from '@site/src/plugins/local-search/client/engine';
import {renderWithSite} from './renderWithSite';

// The page's frame (navbar, footer) and head are the theme's; only the page's content is tested.
jest.mock('@theme/Layout', () => ({__esModule: true, default: ({children}: {children: ReactNode}) => <>{children}</>}));
jest.mock('@docusaurus/Head', () => ({
  __esModule: true,
  default: ({children}: {children: ReactNode}) => <>{children}</>,
}));

const mockAsked: {q: string; limit: number}[] = [];
jest.mock('@site/src/plugins/local-search/client/engine', () => ({
  getSearch: () => ({
    prepare: () => Promise.resolve(),
    search: (q: string, {limit}: {limit: number}): Promise<SearchOutcome> => {
      mockAsked.push({q, limit});

      const {parseQuery} =
        require('@site/src/plugins/local-search/client/query') as typeof import('@site/src/plugins/local-search/client/query');
      const entry = (url: string, title: string, trail: string[]) => ({
        url,
        title,
        trail,
        excerpt: [{text: `About ${q}`, mark: false}],
      });
      const groups = /webhook/.test(q)
        ? [
            {
              url: '/docs/api/rest/webhooks/',
              title: 'REST API Example: Webhooks',
              entries: [
                entry('/docs/api/rest/webhooks/', 'REST API Example: Webhooks', []),
                entry('/docs/api/rest/webhooks/#how-webhooks-work', 'How webhooks work', [
                  'REST API Example: Webhooks',
                ]),
              ],
            },
            {
              url: '/docs/api/rest/',
              title: 'REST API',
              entries: [entry('/docs/api/rest/#webhooks', 'Webhooks', ['REST API'])],
            },
          ]
        : [];
      return Promise.resolve({
        query: parseQuery(q),
        groups,
        matches: limit < 80 ? 90 : 3,
        ranked: Math.min(limit, 3),
        partial: false,
        whole: 0,
      });
    },
  }),
}));

function renderPage(search: string) {
  let location = '';
  renderWithSite(
    <>
      <SearchPage />
      <Route render={({location: l}) => ((location = `${l.pathname}${l.search}`), null)} />
    </>,
    {path: `/docs/search/${search}`},
  );
  return () => location;
}

beforeEach(() => {
  mockAsked.length = 0;
  localStorage.clear();
});

describe('SearchPage (/docs/search/?q=…)', () => {
  it('lists every result for the q of its address, grouped by page, as links', async () => {
    renderPage('?q=webhooks');
    await screen.findByRole('heading', {level: 1, name: 'Search results for “webhooks”'});
    await waitFor(() =>
      expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual([
        'REST API Example: Webhooks',
        'REST API',
      ]),
    );
    // A section shows its place below the page group, not the page title again.
    expect(screen.getByRole('link', {name: 'Webhooks'}).getAttribute('href')).toBe('/docs/api/rest/#webhooks');
    expect(screen.queryByRole('link', {name: /REST API ›/})).toBeNull();
    expect((screen.getByRole('searchbox', {name: 'Search the documentation'}) as HTMLInputElement).value).toBe(
      'webhooks',
    );
    expect(mockAsked[0]).toEqual({q: 'webhooks', limit: 40});
  });

  it('loads more results on request', async () => {
    renderPage('?q=webhooks');
    fireEvent.click(await screen.findByRole('button', {name: 'Show more results'}));
    // The count line says what is shown and how much more there is…
    expect(screen.getByText('Showing 3 of 90 matching sections, on 2 pages.')).toBeTruthy();
    await waitFor(() => expect(mockAsked.map((a) => a.limit)).toEqual([40, 80]));
    await waitFor(() => expect(screen.queryByRole('button', {name: 'Show more results'})).toBeNull());
    // …and, once everything is shown, no "so far".
    expect(screen.getByText('3 matching sections on 2 pages.')).toBeTruthy();
  });

  it('is noindex', async () => {
    renderPage('?q=webhooks');
    // React 19 moves a <meta> rendered anywhere into the document's head.
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toMatch(/noindex/);
    await screen.findByRole('heading', {level: 2, name: 'REST API'}); // the search's answer, inside the test
  });

  it('puts a new query in the address, so the page can be shared', async () => {
    const location = renderPage('?q=webhooks');
    const field = await screen.findByRole('searchbox', {name: 'Search the documentation'});
    fireEvent.change(field, {target: {value: 'cold starts'}});
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(location()).toBe('/docs/search/?q=cold+starts'));
    await screen.findByRole('heading', {level: 1, name: 'Search results for “cold starts”'});
  });

  it('shows what was asked as text, whatever it holds, and says when nothing matches', async () => {
    const q = '<img src=x onerror="window.__pwned=1">';
    renderPage(`?q=${encodeURIComponent(q)}`);
    await screen.findByRole('heading', {level: 1, name: `Search results for “${q}”`});
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(`No pages match “${q}”`));
    expect(document.querySelector('img')).toBeNull();
    expect((window as {__pwned?: number}).__pwned).toBeUndefined();
  });

  it('without a query, asks for one and lists recent searches, each removable', async () => {
    localStorage.setItem('pipedream-docs:recent-searches', JSON.stringify(['sso', 'cron']));
    renderPage('');
    await screen.findByText('Type what you are looking for and press Enter.');
    expect(screen.getByRole('link', {name: 'sso'}).getAttribute('href')).toBe('/docs/search/?q=sso');
    fireEvent.click(screen.getByRole('button', {name: 'Remove “sso” from recent searches'}));
    expect(screen.queryByRole('link', {name: 'sso'})).toBeNull();
    expect(mockAsked).toEqual([]);
  });
});
