/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Category } from './category';

export type CategorySavedResponseAllOf = {
  data?: Category;
};
