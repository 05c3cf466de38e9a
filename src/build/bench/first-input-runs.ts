// First-input latency (./first-input.ts) of every build on its pages, taps at each delay in turn
// within a run and runs alternated between builds; summed up per page and delay.
import {chromium} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS} from '../browser';
import {alternate} from './alternate';
import {FIRST_INPUT_DELAYS} from './bench-pages';
import {measureFirstInput, toggleCentre, TOGGLE, type FirstInputRun} from './first-input';
import {summarizeFirstInput, type FirstInputSummary} from './first-input-summary';
import type {Build} from './serve-build';

/** First-input runs of one build on one page, by the tap's delay in ms. */
export type FirstInputPage = {route: string; delays: Record<string, FirstInputSummary & {samples: FirstInputRun[]}>};

/**
 * Per build: each page's taps. The reference sites (`atHome`) are tapped on their home page when
 * they have a phone menu; the bare runtime has no navbar and is left out.
 */
export async function measureFirstInputs(
  builds: readonly Build[],
  runs: number,
  pages: readonly string[],
  atHome: readonly Build[] = [],
): Promise<Record<string, FirstInputPage[]>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    // Where the menu button is, from a settled load of each page.
    const centres = new Map<string, {x: number; y: number}>();
    const withMenu: Build[] = [];
    for (const b of [...builds, ...atHome]) {
      const own = atHome.includes(b) ? ['/'] : pages;
      try {
        for (const route of own) centres.set(`${b.name} ${route}`, await toggleCentre(browser, b.url(route)));
        if (atHome.includes(b)) withMenu.push(b);
      } catch (err) {
        if (!atHome.includes(b)) throw err;
        console.log(`First input: ${b.name} has no phone menu button (${TOGGLE}); not measured.`);
      }
    }
    const samples = await alternate(
      builds,
      runs,
      async (b, route) => {
        const at = centres.get(`${b.name} ${route}`)!;
        const byDelay: Record<string, FirstInputRun> = {};
        for (const delayMs of FIRST_INPUT_DELAYS)
          byDelay[delayMs] = await measureFirstInput(browser, b.url(route), at, {delayMs});
        return byDelay;
      },
      pages,
      withMenu,
    );
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, rs]) => ({
          route,
          delays: Object.fromEntries(
            FIRST_INPUT_DELAYS.map((d) => {
              const runsAtDelay = rs.map((r) => r[d]!);
              return [d, {...summarizeFirstInput(runsAtDelay), samples: runsAtDelay}];
            }),
          ),
        })),
      ]),
    );
  } finally {
    await browser.close();
  }
}
