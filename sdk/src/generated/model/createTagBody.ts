/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateTagBodyColor } from './createTagBodyColor';

export type CreateTagBody = {
  /**
   * Unique in the org, regardless of case.
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /** a colour as # and six hex digits, such as #d73a4a; null or omitted for none */
  color?: CreateTagBodyColor;
};
