/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DirectionDocument } from './directionDocument';

export type UpdateDirectionDocument200AllOf = {
  data?: DirectionDocument;
};
