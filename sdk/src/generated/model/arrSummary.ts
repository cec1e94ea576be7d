/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ArrSummaryByStatusItem } from './arrSummaryByStatusItem';
import type { ArrSummaryWaterfallItem } from './arrSummaryWaterfallItem';

/**
 * ARR by lifecycle status (each status, with its customer count and the sum of their current ARR) and a monthly waterfall over [from, to] (spec 2 §4.11), derived from ARR points: a customer's ARR at a month's end is the level of its latest point effective on or before that day (0 before its first point). For each month, per customer: from 0 to more is new; up is expansion; down but above 0 is contraction; to 0 is churned. contraction and churned are negative, so starting + new + expansion + contraction + churned = ending.
 */
export interface ArrSummary {
  /** First day of the first month. */
  from: string;
  /** Last day of the last month. */
  to: string;
  byStatus: ArrSummaryByStatusItem[];
  waterfall: ArrSummaryWaterfallItem[];
}
