/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CommentListResponseAllOf } from './commentListResponseAllOf';

export type CommentListResponse = ListEnvelope & CommentListResponseAllOf;
