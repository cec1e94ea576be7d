/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BuiltinMetricId } from './builtinMetricId';
import type { BuiltinMetricUnit } from './builtinMetricUnit';
import type { BuiltinMetricParamsProperty } from './builtinMetricParamsProperty';
import type { BuiltinMetricMetricId } from './builtinMetricMetricId';
import type { BuiltinMetricTrackingItem } from './builtinMetricTrackingItem';

/**
 * One entry of the built-in metric catalog (spec 1 §2.4, spec 2 §4.6). `params` is the JSON Schema of the params `trackBuiltinMetric` takes for it. An org may track one built-in several times with different params (one per category, one per status group): `tracking` lists each such metric, oldest first; `tracked` is true when it is not empty and `metricId` is its first metric (null when untracked).
 */
export interface BuiltinMetric {
  id: BuiltinMetricId;
  name: string;
  description: string;
  /** The unit of its readings: count (tasks), duration (days) or ratio (0 to 1). */
  unit: BuiltinMetricUnit;
  /** JSON Schema of the params this built-in takes. */
  params: BuiltinMetricParamsProperty;
  tracked: boolean;
  /** The first metric tracking it (lowest number); null when untracked. */
  metricId: BuiltinMetricMetricId;
  /** Every metric of the org tracking this built-in, by number, with the params it was tracked with. */
  tracking: BuiltinMetricTrackingItem[];
}
