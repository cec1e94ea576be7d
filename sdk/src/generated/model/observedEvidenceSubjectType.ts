/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * What the evidence was about, if anything; null once that task or opportunity is deleted.
 */
export type ObservedEvidenceSubjectType = 'task' | 'opportunity' | null;
