/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PostOpportunityUpdate201AllOf } from './postOpportunityUpdate201AllOf';

export type PostOpportunityUpdate201 = SuccessEnvelope & PostOpportunityUpdate201AllOf;
