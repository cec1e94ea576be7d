/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 * @maximum 1000000
 */
export type UpdateTaskBodyEstimateMinutes = number | null;
