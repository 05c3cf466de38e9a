// Byte budgets (scripts/bench-budgets.json) at a given page count, and how a failure reads.
import {kb} from './stats';

export type ByteBudget = {label: string; budget?: number; pages?: number; perPage?: number; target?: number};

/**
 * A figure's budget for a site of `pageCount` pages: `budget` at `pages` pages, plus `perPage`
 * bytes for each page more (less for each page fewer). Without `perPage`, `budget` as it is.
 */
export function budgetAt({budget, pages = 0, perPage}: ByteBudget, pageCount: number): number | undefined {
  return budget === undefined || !perPage ? budget : budget + perPage * (pageCount - pages);
}

/** How the budget was reached, when it depends on the page count ('' otherwise). */
export function budgetNote({budget, pages = 0, perPage}: ByteBudget, pageCount: number): string {
  if (budget === undefined || !perPage) return '';
  const more = pageCount - pages;
  if (!more) return ` (at ${pages} pages; ${perPage} B more per page)`;
  const n = Math.abs(more);
  const sign = more < 0 ? '−' : '+';
  return ` (${kb(budget)} at ${pages} pages ${sign} ${perPage} B × ${n} page${n === 1 ? '' : 's'} ${more < 0 ? 'fewer' : 'more'})`;
}

const bytesText = (n: number): string => `${n.toLocaleString('en-US')} B`;

/** "144.0 KB is over the budget of 144.0 KB" says nothing: the bytes too, when the rounded figures agree. */
export function overBudgetText(value: number, budget: number): string {
  const same = kb(value) === kb(budget);
  const show = (n: number): string => (same ? `${kb(n)} (${bytesText(n)})` : kb(n));
  return `${show(value)} is over the budget of ${show(budget)} by ${bytesText(value - budget)}`;
}
