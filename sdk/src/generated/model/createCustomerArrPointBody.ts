/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateCustomerArrPointBody = {
  /**
   * @minimum 0
   * @maximum 1000000000000
   */
  level: number;
  /** From when; today or earlier. */
  effectiveDate: string;
};
