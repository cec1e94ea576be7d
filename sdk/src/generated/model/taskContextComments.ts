/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Comment } from './comment';

/**
 * The latest 50, oldest first; null without comment:read.
 */
export type TaskContextComments = Comment[] | null;
