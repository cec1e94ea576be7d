/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntryCosts } from './timeEntryCosts';

export type TimeEntryCostsResponseAllOf = {
  data?: TimeEntryCosts;
};
