/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @maxLength 200
 */
export type CreateCustomerContactBodyRole = string | null;
