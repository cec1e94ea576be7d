/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ImportRunPlanItem = {
  phase: string;
  /** @minimum 0 */
  rows: number;
};
