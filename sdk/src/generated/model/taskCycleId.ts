/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The cycle of its team it is scheduled in (set with move-cycle); null when unscheduled.
 */
export type TaskCycleId = string | null;
