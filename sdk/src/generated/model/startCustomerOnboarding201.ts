/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StartCustomerOnboarding201AllOf } from './startCustomerOnboarding201AllOf';

export type StartCustomerOnboarding201 = SuccessEnvelope & StartCustomerOnboarding201AllOf;
