/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 * @maximum 168
 */
export type UpdateUserBodyWeeklyHours = number | null;
