/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ArrSummary } from './arrSummary';

export type ArrSummaryResponseAllOf = {
  data?: ArrSummary;
};
