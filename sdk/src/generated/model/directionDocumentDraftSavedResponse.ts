/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DirectionDocumentDraftSavedResponseAllOf } from './directionDocumentDraftSavedResponseAllOf';

export type DirectionDocumentDraftSavedResponse = SuccessEnvelope & DirectionDocumentDraftSavedResponseAllOf;
