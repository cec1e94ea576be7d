/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SimilarInsightKind = typeof SimilarInsightKind[keyof typeof SimilarInsightKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SimilarInsightKind = {
  duplicate: 'duplicate',
  past_rejection: 'past_rejection',
} as const;
