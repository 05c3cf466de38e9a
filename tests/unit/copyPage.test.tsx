/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import CopyPage from '@site/src/components/CopyPage';
import {AI_ASSISTANTS, COPY_PAGE} from '@site/src/data/site';

const PATH = '/docs/limits.md';
const URL_ = 'https://pipedream.com/docs/limits.md';
const MARKDOWN = '# Limits\n\nThe page.\n';

let fetchMock: jest.Mock;
let clipboard: {write: jest.Mock; writeText: jest.Mock};

beforeEach(() => {
  fetchMock = jest.fn(async () => ({ok: true, status: 200, text: async () => MARKDOWN}));
  (globalThis as {fetch?: unknown}).fetch = fetchMock;
  clipboard = {
    write: jest.fn(async () => Promise.reject(new Error('no ClipboardItem'))),
    writeText: jest.fn(async () => undefined),
  };
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
});
afterEach(() => {
  delete (globalThis as {ClipboardItem?: unknown}).ClipboardItem;
});

const renderControl = () => render(<CopyPage markdownPath={PATH} markdownUrl={URL_} />);
const toggle = () => screen.getByRole('button', {name: COPY_PAGE.menu});
const items = () => screen.getAllByRole('menuitem', {hidden: true});

describe('Copy page', () => {
  it('fetches the twin only when clicked, copies it and announces it', async () => {
    renderControl();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', {name: COPY_PAGE.copy}));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(COPY_PAGE.copiedAnnouncement));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(PATH);
    expect(clipboard.writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', {name: COPY_PAGE.copied})).toBeTruthy();
  });

  it('writes a ClipboardItem whose text arrives with the download, where the browser has one', async () => {
    const written: unknown[] = [];
    (globalThis as {ClipboardItem?: unknown}).ClipboardItem = class {
      constructor(readonly data: Record<string, Promise<Blob>>) {}
    };
    clipboard.write.mockImplementation(async (list: {data: Record<string, Promise<Blob>>}[]) => {
      const blob = await list[0]!.data['text/plain']!;
      // jsdom's Blob has no text(); FileReader reads it.
      written.push(
        await new Promise((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result);
          reader.readAsText(blob);
        }),
      );
    });
    renderControl();
    fireEvent.click(screen.getByRole('button', {name: COPY_PAGE.copy}));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(COPY_PAGE.copiedAnnouncement));
    expect(written).toEqual([MARKDOWN]);
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('says so, visibly and to screen readers, when the copy fails', async () => {
    fetchMock.mockImplementation(async () => ({ok: false, status: 404, text: async () => 'Not found'}));
    renderControl();
    fireEvent.click(screen.getByRole('button', {name: COPY_PAGE.copy}));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(COPY_PAGE.failedAnnouncement));
    expect(screen.getByRole('button', {name: COPY_PAGE.failed})).toBeTruthy();
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });
});

describe('its menu', () => {
  it('links the twin and the assistants, with a prompt carrying the absolute URL of the twin', () => {
    renderControl();
    const [view, ...assistants] = items();
    expect(view!.getAttribute('href')).toBe(PATH);
    expect(view!.textContent).toBe(COPY_PAGE.viewMarkdown);
    expect(assistants).toHaveLength(AI_ASSISTANTS.length);
    assistants.forEach((link, i) => {
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith(AI_ASSISTANTS[i]!.href)).toBe(true);
      expect(decodeURIComponent(href.slice(AI_ASSISTANTS[i]!.href.length))).toContain(URL_);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toMatch(new RegExp(`^Open in ${AI_ASSISTANTS[i]!.name} \\(opens in a new tab\\)$`));
    });
  });

  it('is a menu button: arrows, Home and End move, Escape closes and returns focus, Tab closes', () => {
    renderControl();
    const menu = screen.getByRole('menu', {hidden: true});
    expect(toggle().getAttribute('aria-haspopup')).toBe('menu');
    expect(toggle().getAttribute('aria-controls')).toBe(menu.id);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menu.hidden).toBe(true);

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(menu.hidden).toBe(false);
    expect(document.activeElement).toBe(items()[0]);
    const key = (k: string) => act(() => void fireEvent.keyDown(document.activeElement!, {key: k}));
    key('ArrowDown');
    expect(document.activeElement).toBe(items()[1]);
    key('End');
    expect(document.activeElement).toBe(items().at(-1));
    key('ArrowDown');
    expect(document.activeElement).toBe(items()[0]);
    key('ArrowUp');
    expect(document.activeElement).toBe(items().at(-1));
    key('Home');
    expect(document.activeElement).toBe(items()[0]);
    key('Escape');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());

    key('ArrowUp');
    expect(document.activeElement).toBe(items().at(-1));
    key('Tab');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves it', () => {
    render(
      <>
        <CopyPage markdownPath={PATH} markdownUrl={URL_} />
        <button type="button">elsewhere</button>
      </>,
    );
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('button', {name: 'elsewhere'}).focus());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
