/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A cycle of the task's team; null unschedules.
 */
export type MoveTaskCycleBodyCycleId = string | null;
