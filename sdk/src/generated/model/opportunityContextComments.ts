/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Comment } from './comment';

/**
 * The latest 50 comments, oldest first, archived ones left out; null without comment:read.
 */
export type OpportunityContextComments = Comment[] | null;
