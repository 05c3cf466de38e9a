/** @jest-environment jsdom */
import React from 'react';
import {screen, waitFor, within} from '@testing-library/react';
import NotFoundContent from '@site/src/plugins/local-search/theme/NotFound/Content';
import type {SearchOutcome} from '@site/src/plugins/local-search/client/engine';
import {renderWithSite} from './renderWithSite';

// The search client answers from a fixture; the page's job is what it asks and what it shows.
const mockAsked: string[] = [];
jest.mock('@site/src/plugins/local-search/client/engine', () => ({
  getSearch: () => ({
    prepare: () => Promise.resolve(),
    search: (q: string): Promise<SearchOutcome> => {
      mockAsked.push(q);
      const {parseQuery} =
        require('@site/src/plugins/local-search/client/query') as typeof import('@site/src/plugins/local-search/client/query');
      const entry = (url: string, title: string, trail: string[]) => ({url, title, trail, excerpt: []});
      return Promise.resolve({
        query: parseQuery(q),
        groups: /concurency/.test(q)
          ? [
              {
                url: '/docs/workflows/events/concurrency-and-throttling/',
                title: 'Managing Concurrency and Throttling',
                entries: [
                  entry(
                    '/docs/workflows/events/concurrency-and-throttling/',
                    'Managing Concurrency and Throttling',
                    [],
                  ),
                ],
              },
              {
                url: '/docs/workflows/settings/',
                title: 'Workflow Settings',
                entries: [entry('/docs/workflows/settings/#memory', 'Memory', ['Workflow Settings'])],
              },
            ]
          : [],
        matches: 2,
        ranked: 2,
        partial: false,
        whole: 0,
      });
    },
  }),
}));

beforeEach(() => {
  mockAsked.length = 0;
});

describe('NotFound/Content (the not-found page of the local search)', () => {
  it("keeps the theme's text and suggests pages for the missing path's words", async () => {
    renderWithSite(<NotFoundContent />, {path: '/docs/workflows/concurency/'});
    expect(screen.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeTruthy();
    // The help is a chunk of its own, loaded once the page runs in the browser.
    const field = within(await screen.findByRole('search', {name: 'Search for the missing page'})).getByRole(
      'searchbox',
    );
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('workflows concurency'));
    const suggested = await screen.findByRole('list', {name: 'Suggested pages'});
    expect(
      within(suggested)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Managing Concurrency and Throttling', '/docs/workflows/events/concurrency-and-throttling/'],
      ['Workflow Settings › Memory', '/docs/workflows/settings/#memory'],
    ]);
    expect(mockAsked).toEqual(['workflows concurency']);
    for (const name of ['Overview', 'Quickstart', 'API overview', 'REST API reference'])
      expect(screen.getByRole('link', {name})).toBeTruthy();
    expect(screen.getByRole('link', {name: 'Overview'}).getAttribute('href')).toBe('/docs/');
    // Inside the main landmark, where "skip to main content" lands, before the theme's sentences.
    const main = screen.getByRole('main');
    const search = within(main).getByRole('search', {name: 'Search for the missing page'});
    const themeText = within(main).getByText(/We could not find what you were looking for/);
    expect(search.compareDocumentPosition(themeText) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a hostile path as text and searches only its words', async () => {
    const {container} = renderWithSite(<NotFoundContent />, {path: '/docs/%3Cimg%20src=x%20onerror=alert(1)%3E'});
    await waitFor(() => expect(mockAsked).toEqual(['img src x onerror alert 1']));
    expect(screen.getByText('/docs/<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(await screen.findByText(/No pages match/)).toBeTruthy();
  });
});
