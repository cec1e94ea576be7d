/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CommentCreatedResponseAllOf } from './commentCreatedResponseAllOf';

export type CommentCreatedResponse = SuccessEnvelope & CommentCreatedResponseAllOf;
