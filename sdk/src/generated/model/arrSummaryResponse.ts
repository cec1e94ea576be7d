/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ArrSummaryResponseAllOf } from './arrSummaryResponseAllOf';

export type ArrSummaryResponse = SuccessEnvelope & ArrSummaryResponseAllOf;
