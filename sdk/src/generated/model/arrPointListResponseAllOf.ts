/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ArrPoint } from './arrPoint';

export type ArrPointListResponseAllOf = {
  data?: ArrPoint[];
};
