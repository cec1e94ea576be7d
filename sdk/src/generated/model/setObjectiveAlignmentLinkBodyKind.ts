/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * null removes the link.
 */
export type SetObjectiveAlignmentLinkBodyKind = 'primary' | 'supporting' | null;
