/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DetachFile200AllOf } from './detachFile200AllOf';

export type DetachFile200 = SuccessEnvelope & DetachFile200AllOf;
