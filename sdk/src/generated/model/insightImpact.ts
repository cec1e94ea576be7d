/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * How much the insight's ask would move an objective's metric, in that metric's unit.
 */
export interface InsightImpact {
  objectiveId: string;
  delta: number;
}
