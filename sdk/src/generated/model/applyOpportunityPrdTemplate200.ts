/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ApplyOpportunityPrdTemplate200AllOf } from './applyOpportunityPrdTemplate200AllOf';

export type ApplyOpportunityPrdTemplate200 = SuccessEnvelope & ApplyOpportunityPrdTemplate200AllOf;
