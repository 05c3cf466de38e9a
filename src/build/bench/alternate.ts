// Repeated measurements of several builds taken in turn, run by run, so that drift on the
// machine (another job starting, a cache warming) hits all of them alike.

/**
 * Runs `measure(build, route)` `runs` times per page, taking the builds in turn and in reversed
 * order on every other run; samples per build name and page. `atHome` builds (the reference
 * sites, one page each) take their turns at their own home page within the home page's runs, or
 * after the pages when the home page is not among them.
 */
export async function alternate<B extends {name: string}, T>(
  builds: readonly B[],
  runs: number,
  measure: (build: B, route: string) => Promise<T>,
  pages: readonly string[],
  atHome: readonly B[] = [],
): Promise<Record<string, Record<string, T[]>>> {
  const slots = pages.map((route) => ({route, builds: route === '/' ? [...builds, ...atHome] : [...builds]}));
  if (atHome.length && !pages.includes('/')) slots.push({route: '/', builds: [...atHome]});
  const samples: Record<string, Record<string, T[]>> = {};
  for (const {route, builds: variants} of slots) {
    for (let i = 0; i < runs; i++) {
      for (const b of i % 2 ? [...variants].reverse() : variants) {
        ((samples[b.name] ??= {})[route] ??= []).push(await measure(b, route));
      }
    }
  }
  return samples;
}
