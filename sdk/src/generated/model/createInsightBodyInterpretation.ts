/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What the ask means for the product, in your words.
 * @maxLength 10000
 */
export type CreateInsightBodyInterpretation = string | null;
