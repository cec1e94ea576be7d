/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetCommentReaction200AllOf } from './setCommentReaction200AllOf';

export type SetCommentReaction200 = SuccessEnvelope & SetCommentReaction200AllOf;
