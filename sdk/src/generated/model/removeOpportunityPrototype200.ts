/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RemoveOpportunityPrototype200AllOf } from './removeOpportunityPrototype200AllOf';

export type RemoveOpportunityPrototype200 = SuccessEnvelope & RemoveOpportunityPrototype200AllOf;
