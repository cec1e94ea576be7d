/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { BuiltinMetric } from './builtinMetric';

export type ListBuiltinMetrics200AllOf = {
  data?: BuiltinMetric[];
};
