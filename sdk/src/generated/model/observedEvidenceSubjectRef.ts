/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The ref of the task (ENG-12) or opportunity (OPP-3).
 */
export type ObservedEvidenceSubjectRef = string | null;
