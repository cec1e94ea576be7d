/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { CustomerOpportunityListResponseAllOf } from './customerOpportunityListResponseAllOf';

export type CustomerOpportunityListResponse = ListEnvelope & CustomerOpportunityListResponseAllOf;
