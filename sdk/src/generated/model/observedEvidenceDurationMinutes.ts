/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minimum 0
 * @maximum 1440
 */
export type ObservedEvidenceDurationMinutes = number | null;
