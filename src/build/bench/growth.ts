// How a figure grows with the number of pages: per 100 pages between each pair of page counts
// measured, and from the first to the last.

export type Growth = {from: number; to: number; per100: number};

/**
 * Growth per 100 pages between consecutive points (sorted by page count) and, when there are more
 * than two, from the first to the last. A figure that was not measured (NaN) grows by NaN.
 */
export function growthPer100Pages(points: readonly {pages: number; value: number}[]): Growth[] {
  const sorted = [...points].sort((a, b) => a.pages - b.pages);
  const step = (a: (typeof sorted)[number], b: (typeof sorted)[number]): Growth => {
    if (a.pages === b.pages) throw new Error(`growth: ${a.pages} pages measured twice`);
    return {from: a.pages, to: b.pages, per100: ((b.value - a.value) / (b.pages - a.pages)) * 100};
  };
  const steps = sorted.slice(1).map((b, i) => step(sorted[i]!, b));
  return steps.length > 1 ? [...steps, step(sorted[0]!, sorted.at(-1)!)] : steps;
}
