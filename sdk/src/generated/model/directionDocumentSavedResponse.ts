/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DirectionDocumentSavedResponseAllOf } from './directionDocumentSavedResponseAllOf';

export type DirectionDocumentSavedResponse = SuccessEnvelope & DirectionDocumentSavedResponseAllOf;
