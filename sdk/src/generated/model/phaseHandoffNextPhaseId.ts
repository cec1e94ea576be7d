/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The phase after it in delivery order; null for the last.
 */
export type PhaseHandoffNextPhaseId = string | null;
