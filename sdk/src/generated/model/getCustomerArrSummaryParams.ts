/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type GetCustomerArrSummaryParams = {
/**
 * First month (any day in it); default 11 months before to.
 */
from?: string;
/**
 * Last month (any day in it); default this month.
 */
to?: string;
};
