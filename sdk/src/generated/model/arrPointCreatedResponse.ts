/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ArrPointCreatedResponseAllOf } from './arrPointCreatedResponseAllOf';

export type ArrPointCreatedResponse = SuccessEnvelope & ArrPointCreatedResponseAllOf;
