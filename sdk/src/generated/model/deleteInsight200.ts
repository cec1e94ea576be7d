/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteInsight200AllOf } from './deleteInsight200AllOf';

export type DeleteInsight200 = SuccessEnvelope & DeleteInsight200AllOf;
