/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerStatus } from './customerStatus';

export type ArrSummaryByStatusItem = {
  status: CustomerStatus;
  count: number;
  arr: number;
};
