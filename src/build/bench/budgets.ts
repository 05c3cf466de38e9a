// scripts/bench-budgets.json, checked as it is read (a budget that is not a number would never
// fail), byte budgets at a given page count, and how a failure reads.
import fs from 'node:fs';
import type {ByteFigure} from './bytes';
import {isFirstInputBudget, type FirstInputBudget} from './first-input-summary';
import {kb} from './stats';
import {isTarget, type Target} from './targets';

export type ByteBudget = {label: string; budget?: number; pages?: number; perPage?: number; target?: number};

export type Budgets = {
  bytes: Partial<Record<ByteFigure, ByteBudget>>;
  seconds: {build: {label: string; target: number}};
  firstInput: FirstInputBudget;
  targets: Target[];
};

/** The budgets file's content, or an error naming the file and the shape it must have. */
export function parseBudgets(json: unknown, file: string): Budgets {
  const budgets = json as Partial<Budgets> | null;
  const isFigure = (x: unknown) => x === undefined || typeof x === 'number';
  const entries = Object.values(budgets?.bytes ?? {});
  const valid =
    typeof budgets?.seconds?.build?.target === 'number' &&
    entries.length > 0 &&
    entries.every(
      (e) => typeof e?.label === 'string' && isFigure(e.budget) && isFigure(e.target) && isFigure(e.perPage),
    ) &&
    isFirstInputBudget(budgets.firstInput) &&
    Array.isArray(budgets.targets) &&
    budgets.targets.every(isTarget);
  if (!valid)
    throw new Error(
      `${file}: expected {bytes: {figure: {label, budget?, target?}}, seconds: {build: {label, target}}, firstInput: {label, route, runs, budgetMs: {delay: ms}, calibrationMs}, targets: [{label, figure, median?, worst?}]}`,
    );
  return budgets as Budgets;
}

export function readBudgets(file: string): Budgets {
  return parseBudgets(JSON.parse(fs.readFileSync(file, 'utf8')), file);
}

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
