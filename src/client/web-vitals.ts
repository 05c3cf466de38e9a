/**
 * Readers' own Core Web Vitals (LCP, INP, CLS), measured in their browsers by the web-vitals
 * library and pushed into the tag manager's data layer as the event `web_vitals`, with
 * `metric_name`, `metric_value`, `metric_rating`, `metric_delta` and `metric_id` (web-vitals's
 * names for them). docusaurus.config.ts lists this module only when GTM_CONTAINER_ID is set; the
 * library loads after the page's `load` event, so it never stands between a reader and the first
 * paint, and its buffered observers still see what happened before.
 */
import type {Metric} from 'web-vitals';

type DataLayerWindow = Window & {dataLayer?: Record<string, unknown>[]};

/** @internal Exported for its unit test. */
export function pushMetric(metric: Metric, target: DataLayerWindow = window): void {
  (target.dataLayer ??= []).push({
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: metric.value,
    metric_rating: metric.rating,
    metric_delta: metric.delta,
    metric_id: metric.id,
  });
}

function measure(): void {
  import('web-vitals').then(
    ({onCLS, onINP, onLCP}) => {
      onLCP((metric) => pushMetric(metric));
      onINP((metric) => pushMetric(metric));
      onCLS((metric) => pushMetric(metric));
    },
    // Field figures are a bonus: a reader whose browser could not load the chunk loses nothing.
    () => {},
  );
}

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') measure();
  else window.addEventListener('load', measure, {once: true});
}
