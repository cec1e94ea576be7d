/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { DeleteResult } from './deleteResult';

export type DeletedSavedResponseAllOf = {
  data?: DeleteResult;
};
