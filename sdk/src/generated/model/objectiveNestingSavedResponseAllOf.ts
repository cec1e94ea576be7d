/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveNesting } from './objectiveNesting';

export type ObjectiveNestingSavedResponseAllOf = {
  data?: ObjectiveNesting;
};
