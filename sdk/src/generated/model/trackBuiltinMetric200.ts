/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TrackBuiltinMetric200AllOf } from './trackBuiltinMetric200AllOf';

export type TrackBuiltinMetric200 = SuccessEnvelope & TrackBuiltinMetric200AllOf;
