/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Null for the entity itself; for customers contact, arr_point, opportunity_link; for insights link, impact.
 */
export type ActivitySubject = 'parentLink' | 'objectiveLink' | 'assignment' | 'member' | 'reading' | 'step' | 'phase' | 'update' | 'prototype' | 'score' | 'riskVote' | 'contact' | 'arr_point' | 'opportunity_link' | 'link' | 'impact' | null;
