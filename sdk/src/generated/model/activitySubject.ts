/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Null for the entity itself.
 */
export type ActivitySubject = 'parentLink' | 'objectiveLink' | 'assignment' | 'member' | 'reading' | 'step' | 'phase' | 'update' | 'prototype' | 'score' | 'riskVote' | null;
