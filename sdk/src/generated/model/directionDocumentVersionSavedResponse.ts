/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DirectionDocumentVersionSavedResponseAllOf } from './directionDocumentVersionSavedResponseAllOf';

export type DirectionDocumentVersionSavedResponse = SuccessEnvelope & DirectionDocumentVersionSavedResponseAllOf;
