/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentVersion } from './directionDocumentVersion';

export type DirectionDocumentVersionSavedResponseAllOf = {
  data?: DirectionDocumentVersion;
};
