/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * a colour as # and six hex digits, such as #d73a4a
 * @pattern ^#[0-9a-fA-F]{6}$
 */
export type Color = string;
