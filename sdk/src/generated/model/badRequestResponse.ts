/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorEnvelope } from './errorEnvelope';

/**
 * VALIDATION_FAILED — the request does not match the document; details lists each offending field.
 */
export type BadRequestResponse = ErrorEnvelope;
