/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocument } from './directionDocument';

export type DirectionDocumentCreatedResponseAllOf = {
  data?: DirectionDocument;
};
