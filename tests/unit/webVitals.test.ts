import type {Config} from '@docusaurus/types';
import type {Metric} from 'web-vitals';
import {pushMetric} from '@site/src/client/web-vitals';

/** The client modules of docusaurus.config.ts as a build with this GTM_CONTAINER_ID reads it. */
function clientModulesWith(containerId: string | undefined): string[] {
  const saved = process.env.GTM_CONTAINER_ID;
  if (containerId === undefined) delete process.env.GTM_CONTAINER_ID;
  else process.env.GTM_CONTAINER_ID = containerId;
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      config = (require('@site/docusaurus.config') as {default: Config}).default;
    });
    return (config!.clientModules ?? []) as string[];
  } finally {
    if (saved === undefined) delete process.env.GTM_CONTAINER_ID;
    else process.env.GTM_CONTAINER_ID = saved;
  }
}

const measuresVitals = (modules: string[]) => modules.some((m) => m.endsWith('/web-vitals.ts'));

describe('field figures (src/client/web-vitals.ts)', () => {
  it('are measured only when a tag manager container is configured', () => {
    expect(measuresVitals(clientModulesWith(undefined))).toBe(false);
    expect(measuresVitals(clientModulesWith(''))).toBe(false);
    expect(measuresVitals(clientModulesWith('GTM-XXXXXXX'))).toBe(true);
  });

  it('push each metric into the data layer as a web_vitals event, creating the layer if the tag manager has not', () => {
    const target = {} as Window & {dataLayer?: Record<string, unknown>[]};
    const metric: Metric = {
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      delta: 1234.5,
      id: 'v5-1',
      entries: [],
      navigationType: 'navigate',
      navigationId: 1,
    };
    pushMetric(metric, target);
    pushMetric({...metric, name: 'CLS', value: 0, delta: 0, id: 'v5-2'}, target);
    expect(target.dataLayer).toEqual([
      {
        event: 'web_vitals',
        metric_name: 'LCP',
        metric_value: 1234.5,
        metric_rating: 'good',
        metric_delta: 1234.5,
        metric_id: 'v5-1',
      },
      {
        event: 'web_vitals',
        metric_name: 'CLS',
        metric_value: 0,
        metric_rating: 'good',
        metric_delta: 0,
        metric_id: 'v5-2',
      },
    ]);
  });
});
