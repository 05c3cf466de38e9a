// The first-view targets of scripts/bench-budgets.json (`targets`), checked under both of
// Lighthouse's throttling methods: a target holds when it holds as Lantern models the load and as
// a throttled browser observes it. Reported, never failing the run. Pure.
import {overPages, type Worse} from './compare';

/** The Lighthouse figures a target can name. */
const TARGET_FIGURES = {
  lcpMs: 'higher',
  fcpMs: 'higher',
  tbtMs: 'higher',
  cls: 'higher',
  performance: 'lower',
  accessibility: 'lower',
  'best-practices': 'lower',
  seo: 'lower',
} as const satisfies Record<string, Worse>;
export type TargetFigure = keyof typeof TARGET_FIGURES;

/** A limit on a figure's median over the bench pages, on its worst page, or both. */
export type Target = {label: string; figure: TargetFigure; median?: number; worst?: number};

export function isTarget(x: unknown): x is Target {
  const t = x as Partial<Target> | null;
  const limit = (n: unknown) => n === undefined || typeof n === 'number';
  return (
    typeof t?.label === 'string' &&
    typeof t.figure === 'string' &&
    t.figure in TARGET_FIGURES &&
    limit(t.median) &&
    limit(t.worst) &&
    (t.median !== undefined || t.worst !== undefined)
  );
}

export type Method = 'modelled' | 'observed';
export type TargetCheck = {label: string; target: string; measured: Record<Method, string>; verdict: string};

type Values = readonly {route: string; value: number}[];

/** A target's limits in words: "worst page ≤ 1200, median ≤ 1000". */
function limitText({figure, median, worst}: Target): string {
  const sign = TARGET_FIGURES[figure] === 'higher' ? '≤' : '≥';
  return [
    worst === undefined ? '' : `worst page ${sign} ${worst}`,
    median === undefined ? '' : `median ${sign} ${median}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Each target against one build's per-page figures under each method (`values(figure, method)`):
 * what was measured and whether it holds under both, one or neither.
 */
export function checkTargets(targets: readonly Target[], values: (figure: TargetFigure, method: Method) => Values) {
  return targets.map((t): TargetCheck => {
    const worse = TARGET_FIGURES[t.figure];
    const within = (value: number, limit: number | undefined) =>
      limit === undefined || (worse === 'higher' ? value <= limit : value >= limit);
    const check = (method: Method) => {
      const v = values(t.figure, method);
      if (!v.length) return {text: 'not measured', met: false};
      const o = overPages(v, worse);
      return {
        text: `worst ${o.worst} (${o.worstRoute}), median ${o.median}`,
        met: within(o.worst, t.worst) && within(o.median, t.median),
      };
    };
    const [modelled, observed] = [check('modelled'), check('observed')];
    const verdict =
      modelled.met && observed.met
        ? 'met under both'
        : modelled.met
          ? 'NOT MET observed (met modelled only)'
          : observed.met
            ? 'NOT MET modelled (met observed only)'
            : 'NOT MET';
    return {
      label: t.label,
      target: limitText(t),
      measured: {modelled: modelled.text, observed: observed.text},
      verdict,
    };
  });
}
