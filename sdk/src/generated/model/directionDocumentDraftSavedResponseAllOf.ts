/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentDraft } from './directionDocumentDraft';

export type DirectionDocumentDraftSavedResponseAllOf = {
  data?: DirectionDocumentDraft;
};
