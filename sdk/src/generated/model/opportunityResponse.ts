/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityResponseAllOf } from './opportunityResponseAllOf';

export type OpportunityResponse = SuccessEnvelope & OpportunityResponseAllOf;
