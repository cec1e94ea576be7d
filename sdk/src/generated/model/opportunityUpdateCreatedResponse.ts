/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityUpdateCreatedResponseAllOf } from './opportunityUpdateCreatedResponseAllOf';

export type OpportunityUpdateCreatedResponse = SuccessEnvelope & OpportunityUpdateCreatedResponseAllOf;
