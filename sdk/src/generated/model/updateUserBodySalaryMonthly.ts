/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 * @maximum 999999999999
 */
export type UpdateUserBodySalaryMonthly = number | null;
