/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteComment200AllOf } from './deleteComment200AllOf';

export type DeleteComment200 = SuccessEnvelope & DeleteComment200AllOf;
