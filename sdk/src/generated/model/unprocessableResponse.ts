/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * business-rule violation (spec 2 §7); error.data carries what is needed to correct it.
 */
export type UnprocessableResponse = ErrorEnvelope;
