/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DirectionDocumentResponseAllOf } from './directionDocumentResponseAllOf';

export type DirectionDocumentResponse = SuccessEnvelope & DirectionDocumentResponseAllOf;
