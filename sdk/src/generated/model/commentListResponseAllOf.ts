/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Comment } from './comment';

export type CommentListResponseAllOf = {
  data?: Comment[];
};
