/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @maxLength 320
 */
export type UpdateCustomerContactBodyEmail = string | null;
