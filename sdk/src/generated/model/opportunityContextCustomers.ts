/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextCustomer } from './contextCustomer';

/**
 * Linked customers by name; null without customer:read.
 */
export type OpportunityContextCustomers = ContextCustomer[] | null;
