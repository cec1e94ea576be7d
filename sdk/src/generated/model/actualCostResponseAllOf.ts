/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActualCost } from './actualCost';

export type ActualCostResponseAllOf = {
  data?: ActualCost;
};
