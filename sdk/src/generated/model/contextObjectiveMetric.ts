/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextObjectiveMetricOneOf } from './contextObjectiveMetricOneOf';

export type ContextObjectiveMetric = ContextObjectiveMetricOneOf | null;
