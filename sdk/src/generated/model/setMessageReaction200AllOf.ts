/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ReactionCount } from './reactionCount';

export type SetMessageReaction200AllOf = {
  data?: ReactionCount[];
};
