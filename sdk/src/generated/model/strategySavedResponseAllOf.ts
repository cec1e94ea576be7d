/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Strategy } from './strategy';

export type StrategySavedResponseAllOf = {
  data?: Strategy;
};
