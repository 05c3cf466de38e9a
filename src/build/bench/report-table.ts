// One figure as a table: each page's value for each column (a build, or a build under one of
// Lighthouse's methods) with its change against the column it is compared with, then the median
// of the pages and the worst page; verdict columns read the row's values. Pure.
import {change, overPages, type Worse} from './compare';
import {table} from './stats';

export type Column = {
  header: string;
  value: (route: string) => number | undefined;
  /** The page's cell; the value as the table shows it by default. */
  cell?: (route: string) => string;
  /** The column this one is compared with: the change follows the value, in parentheses. */
  against?: Column;
};
/** A column that reads the row's values of the other columns: a verdict such as "observed only". */
export type VerdictColumn = {header: string; of: (value: (column: Column) => number) => string};

export function figureTable({
  pages,
  columns,
  verdicts = [],
  worse,
  show,
  reference,
}: {
  pages: readonly string[];
  columns: readonly Column[];
  verdicts?: readonly VerdictColumn[];
  worse: Worse;
  show: (n: number) => string;
  /** One page of a reference site beside the median and worst rows: its header and figure. */
  reference?: {header: string; text: string};
}): string | null {
  const measured = columns.filter((c) => pages.every((r) => c.value(r) !== undefined));
  if (!measured.length) return null;
  const over = new Map(
    measured.map((c) => [
      c,
      overPages(
        pages.map((route) => ({route, value: c.value(route)!})),
        worse,
      ),
    ]),
  );
  const withChange = (c: Column, text: string, value: (c: Column) => number) => {
    const diff = c.against && measured.includes(c.against) ? change(value(c.against), value(c)) : '';
    return diff ? `${text} (${diff})` : text;
  };
  const row = (label: string, value: (c: Column) => number, cell: (c: Column) => string, last: string) => [
    label,
    ...measured.map((c) => withChange(c, cell(c), value)),
    ...verdicts.map((v) => v.of(value)),
    ...(reference ? [last] : []),
  ];
  const rows = pages.map((route) =>
    row(
      route,
      (c) => c.value(route) ?? NaN,
      (c) => (c.cell ? c.cell(route) : show(c.value(route)!)),
      '',
    ),
  );
  const ref = reference?.text ?? '';
  const medianOf = (c: Column) => over.get(c)?.median ?? NaN;
  rows.push(
    row(`median of ${pages.length} page${pages.length === 1 ? '' : 's'}`, medianOf, (c) => show(medianOf(c)), ref),
  );
  const worstOf = (c: Column) => over.get(c)?.worst ?? NaN;
  rows.push(row('worst page', worstOf, (c) => `${show(worstOf(c))} (${over.get(c)!.worstRoute})`, ref));
  return table(rows, [
    'page',
    ...measured.map((c) => c.header),
    ...verdicts.map((v) => v.header),
    ...(reference ? [reference.header] : []),
  ]);
}
