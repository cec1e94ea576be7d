/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricRef } from './metricRef';

/**
 * The metric (UUID or MET-<n>); null clears the anchor.
 */
export type SetObjectiveMetricBodyMetricId = MetricRef | null;
