/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Color } from './color';

export type CreateCategoryBody = {
  /**
   * The name shown for the category.
   * @minLength 1
   * @maxLength 100
   */
  label: string;
  color?: Color;
  /**
   * Position in lists; lower first.
   * @minimum 0
   * @maximum 1000000
   */
  sortOrder?: number;
};
