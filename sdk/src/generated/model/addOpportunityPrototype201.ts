/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AddOpportunityPrototype201AllOf } from './addOpportunityPrototype201AllOf';

export type AddOpportunityPrototype201 = SuccessEnvelope & AddOpportunityPrototype201AllOf;
