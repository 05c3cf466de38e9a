// Types for scripts/lib/bench/budgets.mjs, so the unit tests can import it.
export type ByteBudget = {label: string; budget?: number; pages?: number; perPage?: number; target?: number};
export function budgetAt(entry: ByteBudget, pageCount: number): number | undefined;
export function budgetNote(entry: ByteBudget, pageCount: number): string;
export function overBudgetText(value: number, budget: number): string;
