/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * startedAt plus slaHours.
 */
export type StepInstanceDueAt = string | null;
