/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BuiltinMetricParams } from './builtinMetricParams';

export type BuiltinMetricTrackingItem = {
  metricId: string;
  ref: string;
  params: BuiltinMetricParams;
};
