/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type AcceptInsightPatternBody = {
  /**
   * @minLength 1
   * @maxLength 500
   */
  title?: string;
};
