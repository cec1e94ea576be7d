/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityContextCustomersOneOfItem } from './opportunityContextCustomersOneOfItem';

/**
 * Linked customers (an empty list until the customers area exists).
 */
export type OpportunityContextCustomers = OpportunityContextCustomersOneOfItem[] | null;
