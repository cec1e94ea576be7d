/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { OpportunityContextResponseAllOf } from './opportunityContextResponseAllOf';

export type OpportunityContextResponse = SuccessEnvelope & OpportunityContextResponseAllOf;
