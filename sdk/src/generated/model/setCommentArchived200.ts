/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetCommentArchived200AllOf } from './setCommentArchived200AllOf';

export type SetCommentArchived200 = SuccessEnvelope & SetCommentArchived200AllOf;
