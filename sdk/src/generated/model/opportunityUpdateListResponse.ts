/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { OpportunityUpdateListResponseAllOf } from './opportunityUpdateListResponseAllOf';

export type OpportunityUpdateListResponse = ListEnvelope & OpportunityUpdateListResponseAllOf;
