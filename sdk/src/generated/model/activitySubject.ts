/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Null for the entity itself; for customers contact, arr_point, opportunity_link, review; for insights link, impact, promise_break; for teams also cycle; for tasks also agentRun; for tasks and opportunities also externalLink (issue 18).
 */
export type ActivitySubject = 'parentLink' | 'objectiveLink' | 'assignment' | 'member' | 'reading' | 'step' | 'phase' | 'update' | 'prototype' | 'score' | 'riskVote' | 'contact' | 'arr_point' | 'opportunity_link' | 'link' | 'impact' | 'cycle' | 'review' | 'promise_break' | 'agentRun' | 'externalLink' | null;
