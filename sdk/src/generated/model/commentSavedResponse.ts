/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CommentSavedResponseAllOf } from './commentSavedResponseAllOf';

export type CommentSavedResponse = SuccessEnvelope & CommentSavedResponseAllOf;
