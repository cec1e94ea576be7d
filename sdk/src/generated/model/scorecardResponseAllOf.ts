/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Scorecard } from './scorecard';

export type ScorecardResponseAllOf = {
  data?: Scorecard;
};
