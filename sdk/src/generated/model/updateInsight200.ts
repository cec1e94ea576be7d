/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateInsight200AllOf } from './updateInsight200AllOf';

export type UpdateInsight200 = SuccessEnvelope & UpdateInsight200AllOf;
