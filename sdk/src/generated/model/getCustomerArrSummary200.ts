/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetCustomerArrSummary200AllOf } from './getCustomerArrSummary200AllOf';

export type GetCustomerArrSummary200 = SuccessEnvelope & GetCustomerArrSummary200AllOf;
