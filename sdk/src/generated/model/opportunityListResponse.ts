/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { OpportunityListResponseAllOf } from './opportunityListResponseAllOf';

export type OpportunityListResponse = ListEnvelope & OpportunityListResponseAllOf;
