/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type HashObservedIdentifiersBody = {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  identifiers: string[];
};
