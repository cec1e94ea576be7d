/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CustomerOpportunitySavedResponseAllOf } from './customerOpportunitySavedResponseAllOf';

export type CustomerOpportunitySavedResponse = SuccessEnvelope & CustomerOpportunitySavedResponseAllOf;
