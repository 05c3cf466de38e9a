// The budgets of scripts/bench-budgets.json against one build's figures: a row per budget for the
// report, and what is over budget (the bench then exits non-zero).
import {budgetAt, budgetNote, overBudgetText, type Budgets, type ByteBudget} from './budgets';
import type {ByteFigure, ByteFigures} from './bytes';
import {budgetOnThisMachine, firstInputBudgetFailures, firstInputText} from './first-input-summary';
import type {FirstInputPage} from './first-input-runs';
import {kb} from './stats';

export function budgetReport({
  budgets,
  pageCount,
  figures,
  firstFigures,
  buildSeconds,
  firstInput,
  firstInputMeasured,
}: {
  budgets: Budgets;
  /** The site's page count: what a budget's per-page allowance multiplies. */
  pageCount: number;
  figures: ByteFigures;
  /** The first build's figures, shown before this build's when there are several builds. */
  firstFigures?: ByteFigures;
  buildSeconds?: number;
  /** This build's first-input runs on the budget's page, if measured. */
  firstInput?: FirstInputPage;
  /** Whether first input was measured at all (on other pages, the budget's page is named as missing). */
  firstInputMeasured: boolean;
}): {rows: string[][]; failures: string[]} {
  const failures: string[] = [];
  const rows: string[][] = [];
  for (const [key, entry] of Object.entries(budgets.bytes) as [ByteFigure, ByteBudget][]) {
    const {label, target} = entry;
    const budget = budgetAt(entry, pageCount);
    const value = figures[key];
    const show = key === 'requests' ? String : kb;
    const overBudget = budget !== undefined && value > budget;
    if (overBudget)
      failures.push(
        key === 'requests'
          ? `${label}: ${value} is over the budget of ${budget}`
          : `${label}: ${overBudgetText(value, budget)}${budgetNote(entry, pageCount)}`,
      );
    rows.push([
      label,
      `${firstFigures ? `${show(firstFigures[key])} → ` : ''}${show(value)}`,
      budget === undefined ? '-' : `${show(budget)}${budgetNote(entry, pageCount)}`,
      target === undefined ? '-' : show(target),
      overBudget ? 'OVER BUDGET' : target === undefined || value <= target ? 'ok' : 'budget ok, target not met',
    ]);
  }
  if (buildSeconds !== undefined) {
    const {label, target} = budgets.seconds.build;
    rows.push([
      label,
      `${buildSeconds.toFixed(1)} s`,
      '-',
      `${target} s`,
      buildSeconds <= target ? 'ok' : 'target not met',
    ]);
  }
  const fiBudget = budgets.firstInput;
  if (firstInput) {
    const fiFailures = firstInputBudgetFailures(fiBudget, firstInput.delays);
    failures.push(...fiFailures);
    for (const [delay, limit] of Object.entries(fiBudget.budgetMs)) {
      const s = firstInput.delays[delay];
      const failed = fiFailures.some((f) => f.includes(`tap at ${Number(delay) / 1000} s`));
      const here = s && budgetOnThisMachine(limit, fiBudget, s);
      rows.push([
        `${fiBudget.label}, tap at ${Number(delay) / 1000} s, ${fiBudget.route} (${s?.runs ?? 0} runs)`,
        s ? firstInputText(s) : 'not measured',
        here
          ? `${here.limitMs} ms (${Number.isFinite(s.calibrationMs) ? `${limit} ms × ${here.scale}, calibration ${Math.round(s.calibrationMs)} ms` : 'no tap answered to calibrate'}); no tap lost`
          : `${limit} ms; no tap lost`,
        '-',
        failed ? 'OVER BUDGET' : 'ok',
      ]);
    }
  } else if (firstInputMeasured) {
    rows.push([fiBudget.label, `not measured: ${fiBudget.route} is not among the first-input pages`, '-', '-', '-']);
  }
  return {rows, failures};
}
