/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentChange } from './directionDocumentChange';

export type DirectionDocumentChangeListResponseAllOf = {
  data?: DirectionDocumentChange[];
};
