/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @maxLength 5000
 */
export type UpdateCustomerContactBodyNotes = string | null;
