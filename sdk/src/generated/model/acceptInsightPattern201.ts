/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AcceptInsightPattern201AllOf } from './acceptInsightPattern201AllOf';

export type AcceptInsightPattern201 = SuccessEnvelope & AcceptInsightPattern201AllOf;
