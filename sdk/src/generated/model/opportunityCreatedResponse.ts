/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityCreatedResponseAllOf } from './opportunityCreatedResponseAllOf';

export type OpportunityCreatedResponse = SuccessEnvelope & OpportunityCreatedResponseAllOf;
