// Drives the site's search box in a Playwright page, for the browser tests and the question set:
// type a query, wait until the drop-down shows that query's results, and read them back.
// The callbacks given to page.evaluate and waitForFunction run in the page:
/* global document */
import type {Page} from 'playwright-core';

/** What the drop-down shows: result groups (urls with the base path) and its messages. */
export type BoxResults = {groups: {title: string; entries: {url: string; text: string}[]}[]; messages: string[]};

/**
 * Types `query` into the navbar's search box and waits for its results. Returns the groups as
 * the reader sees them: `[{title, entries: [{url, text}]}]` (urls as the site links them, with the
 * base path), with the drop-down's messages.
 */
export async function searchInBox(
  page: Page,
  query: string,
  {placeholder = 'Search...', timeout = 15_000}: {placeholder?: string; timeout?: number} = {},
): Promise<BoxResults> {
  const box = page.getByPlaceholder(placeholder).first();
  // fill() focuses the box first, as a click would.
  await box.fill(query);
  const asked = query.trim();
  // Waits in the page for the panel of this query's results on the DOM's own event, not by polling
  // every frame as waitForFunction does, which slows pages typing side by side. (No named functions
  // inside: the TypeScript loader would wrap them in a helper the page does not have.)
  await page.evaluate(
    ({q, ms}) =>
      new Promise<void>((resolve, reject) => {
        const panel = `[data-results-for="${CSS.escape(q)}"]`;
        if (document.querySelector(panel)) return resolve();
        const observer = new MutationObserver(() => {
          if (!document.querySelector(panel)) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['data-results-for'],
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no search results for "${q}" within ${ms} ms`));
        }, ms);
      }),
    {q: asked, ms: timeout},
  );
  return readBox(page, asked);
}

/** The drop-down's groups and messages, for the results of `asked`. */
export function readBox(page: Page, asked: string): Promise<BoxResults> {
  return page.evaluate((q) => {
    const panel = [...document.querySelectorAll('[data-results-for]')].find(
      (el) => el.getAttribute('data-results-for') === q,
    );
    if (!panel) throw new Error(`no search results for "${q}" in the page`);
    const groups = [...panel.querySelectorAll('[role="group"]')].map((group) => ({
      title: document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      entries: [...group.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => ({
        url: option.dataset.url ?? '',
        text: option.textContent ?? '',
      })),
    }));
    const messages = [...panel.querySelectorAll('[role="status"] p, [role="alert"] p')].map((p) => p.textContent ?? '');
    return {groups, messages};
  }, asked);
}
