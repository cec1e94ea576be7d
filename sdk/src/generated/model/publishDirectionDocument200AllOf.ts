/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocument } from './directionDocument';

export type PublishDirectionDocument200AllOf = {
  data?: DirectionDocument;
};
