/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The opportunity's visionPath plus `/<taskId>`; null for orphan tasks.
 */
export type TaskVisionPath = string | null;
