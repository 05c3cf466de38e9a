// Small numeric and formatting helpers shared by the benchmark's parts.
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  // An empty list gives NaN.
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function table(rows: readonly (readonly unknown[])[], columns: readonly string[]): string {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: readonly unknown[]) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
