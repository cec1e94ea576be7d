/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocumentAllOfBody } from './directionDocumentAllOfBody';

export type DirectionDocumentAllOf = {
  /** The published text (markdown); null before the first publish. */
  body: DirectionDocumentAllOfBody;
};
