/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerRef } from './customerRef';

export type CreateInsightBodyCustomerId = CustomerRef | null;
