/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { OpportunityPhaseListResponseAllOf } from './opportunityPhaseListResponseAllOf';

export type OpportunityPhaseListResponse = ListEnvelope & OpportunityPhaseListResponseAllOf;
