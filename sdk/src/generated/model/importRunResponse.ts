/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ImportRunResponseAllOf } from './importRunResponseAllOf';

export type ImportRunResponse = SuccessEnvelope & ImportRunResponseAllOf;
