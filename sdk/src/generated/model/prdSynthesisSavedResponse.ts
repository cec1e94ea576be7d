/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { PrdSynthesisSavedResponseAllOf } from './prdSynthesisSavedResponseAllOf';

export type PrdSynthesisSavedResponse = SuccessEnvelope & PrdSynthesisSavedResponseAllOf;
