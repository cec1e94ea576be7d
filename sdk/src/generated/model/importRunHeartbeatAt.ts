/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * When the run last committed a batch or changed status; null while pending.
 */
export type ImportRunHeartbeatAt = string | null;
