/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @maxLength 50
 */
export type UpdateCustomerContactBodyPhone = string | null;
