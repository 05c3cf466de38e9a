// Fitting a ranking's weights to a question bank without fooling oneself: the bank is split into
// folds, the weights are fitted on all folds but one and measured on that one, so a fit that only
// learns the questions it saw shows up as no gain on the fold it did not (scripts/search-weights.mts).

/** Each of `n` items' fold, 0 to k - 1, from a seeded shuffle: the same split on every run. */
export function foldsOf(n: number, k: number, seed: number): number[] {
  // A linear congruential generator: enough to shuffle a bank the same way each time.
  let state = seed % 2147483648;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const order = Array.from({length: n}, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const fold = new Array<number>(n);
  order.forEach((item, place) => (fold[item] = place % k));
  return fold;
}

/** The five folds of the tuning half that search:weights and search:questions both use. */
export const tuningFolds = (n: number): number[] => foldsOf(n, 5, 20261128);

/**
 * Coordinate ascent: each weight in turn tried at `multipliers` of its starting value, the best
 * kept when it raises `objective` (a tie keeps the weight it had), for `sweeps` passes.
 */
export function coordinateAscent<K extends string>(
  start: Readonly<Record<K, number>>,
  objective: (weights: Record<K, number>) => number,
  {multipliers = [0, 0.5, 0.75, 1.25, 1.5, 2], sweeps = 2}: {multipliers?: number[]; sweeps?: number} = {},
): Record<K, number> {
  const weights = {...start} as Record<K, number>;
  let best = objective(weights);
  for (let sweep = 0; sweep < sweeps; sweep++) {
    for (const key of Object.keys(start) as K[]) {
      let kept = weights[key];
      for (const m of multipliers) {
        weights[key] = Math.round(start[key] * m * 100) / 100;
        const value = objective(weights);
        if (value > best + 1e-9) {
          best = value;
          kept = weights[key];
        }
      }
      weights[key] = kept;
    }
  }
  return weights;
}
