/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8).
 */
export type LimitParameter = number;
