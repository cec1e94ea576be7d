/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * One emoji's reactions on a message or comment.
 */
export interface ReactionCount {
  emoji: string;
  /** @minimum 1 */
  count: number;
  reactedByMe: boolean;
}
