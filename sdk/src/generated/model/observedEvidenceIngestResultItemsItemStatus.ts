/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ObservedEvidenceIngestResultItemsItemStatus = typeof ObservedEvidenceIngestResultItemsItemStatus[keyof typeof ObservedEvidenceIngestResultItemsItemStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ObservedEvidenceIngestResultItemsItemStatus = {
  created: 'created',
  duplicate: 'duplicate',
} as const;
