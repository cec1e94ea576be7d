/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TrackBuiltinMetric201AllOf } from './trackBuiltinMetric201AllOf';

export type TrackBuiltinMetric201 = SuccessEnvelope & TrackBuiltinMetric201AllOf;
