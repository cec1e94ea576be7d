/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerSavedResponseAllOf } from './customerSavedResponseAllOf';

export type CustomerSavedResponse = SuccessEnvelope & CustomerSavedResponseAllOf;
