/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateStrategyBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * The strategy in markdown.
   * @minLength 1
   */
  content: string;
};
