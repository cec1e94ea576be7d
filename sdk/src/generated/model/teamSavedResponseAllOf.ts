/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Team } from './team';

export type TeamSavedResponseAllOf = {
  data?: Team;
};
