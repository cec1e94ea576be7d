/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UnlinkCustomerOpportunity200AllOf } from './unlinkCustomerOpportunity200AllOf';

export type UnlinkCustomerOpportunity200 = SuccessEnvelope & UnlinkCustomerOpportunity200AllOf;
