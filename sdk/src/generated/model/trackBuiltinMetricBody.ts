/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BuiltinMetricId } from './builtinMetricId';
import type { BuiltinMetricParams } from './builtinMetricParams';

export type TrackBuiltinMetricBody = {
  builtinId: BuiltinMetricId;
  params?: BuiltinMetricParams;
};
