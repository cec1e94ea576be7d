/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DeleteDirectionDocument200AllOfData } from './deleteDirectionDocument200AllOfData';

export type DeleteDirectionDocument200AllOf = {
  data?: DeleteDirectionDocument200AllOfData;
};
