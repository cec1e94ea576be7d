/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateCustomerUpdateBody = {
  /**
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
};
