// Lighthouse on every build's pages with both throttling methods, modelled ('simulate') and
// observed ('devtools'): within each run the two methods follow each other (in turn reversed),
// and runs take the builds in turn, so drift hits every build and method alike.
import {alternate} from './alternate';
import {CATEGORIES, startLighthouse, type Category, type LighthouseRun, type ThrottlingMethod} from './lighthouse';
import type {Build} from './serve-build';
import {median} from './stats';
import type {Method} from './targets';

export type LighthouseFigure = Category | 'tbtMs' | 'lcpMs' | 'fcpMs' | 'cls';
const FIGURES: LighthouseFigure[] = [...CATEGORIES, 'tbtMs', 'lcpMs', 'fcpMs', 'cls'];

/** One page and method: the median of each figure over the runs, the runs, and audits that fell short. */
type LighthouseSummary = Record<LighthouseFigure, number> & {
  runs: Omit<LighthouseRun, 'failing'>[];
  failingAudits: string[];
};
export type LighthousePage = {route: string} & Record<Method, LighthouseSummary>;

const METHODS: Record<Method, ThrottlingMethod> = {modelled: 'simulate', observed: 'devtools'};

function summarize(runs: readonly LighthouseRun[]): LighthouseSummary {
  return {
    ...(Object.fromEntries(FIGURES.map((k) => [k, median(runs.map((r) => r[k]))])) as Record<LighthouseFigure, number>),
    runs: runs.map(({failing, ...r}) => r),
    failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

export async function measureLighthouse(
  builds: readonly Build[],
  runs: number,
  pages: readonly string[],
  atHome: readonly Build[] = [],
): Promise<Record<string, LighthousePage[]>> {
  const lh = await startLighthouse();
  let turn = 0;
  try {
    const samples = await alternate(
      builds,
      runs,
      async (b, route) => {
        const order: Method[] = turn++ % 2 ? ['observed', 'modelled'] : ['modelled', 'observed'];
        const result: Partial<Record<Method, LighthouseRun>> = {};
        for (const method of order) result[method] = await lh.run(b.url(route), METHODS[method]);
        return result as Record<Method, LighthouseRun>;
      },
      pages,
      atHome,
    );
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, rs]) => ({
          route,
          modelled: summarize(rs.map((r) => r.modelled)),
          observed: summarize(rs.map((r) => r.observed)),
        })),
      ]),
    );
  } finally {
    await lh.close();
  }
}
