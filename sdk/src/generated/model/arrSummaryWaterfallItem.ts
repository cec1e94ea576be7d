/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ArrSummaryWaterfallItem = {
  /** @pattern ^\d{4}-\d{2}$ */
  month: string;
  starting: number;
  new: number;
  expansion: number;
  contraction: number;
  churned: number;
  ending: number;
};
