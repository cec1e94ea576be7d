/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DetachInsight200AllOf } from './detachInsight200AllOf';

export type DetachInsight200 = SuccessEnvelope & DetachInsight200AllOf;
