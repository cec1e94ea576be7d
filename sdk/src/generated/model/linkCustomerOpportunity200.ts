/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { LinkCustomerOpportunity200AllOf } from './linkCustomerOpportunity200AllOf';

export type LinkCustomerOpportunity200 = SuccessEnvelope & LinkCustomerOpportunity200AllOf;
