/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Customer } from './customer';

export type CustomerListResponseAllOf = {
  data?: Customer[];
};
