/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 * @maximum 10000
 */
export type UpdateTaskAssignmentBodyEstimatedHours = number | null;
