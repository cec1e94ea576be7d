/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * draft (never published, or a strategy not yet published), active, archived (read-only). Visions are always active.
 */
export type DirectionDocumentSummaryStatus = typeof DirectionDocumentSummaryStatus[keyof typeof DirectionDocumentSummaryStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DirectionDocumentSummaryStatus = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
} as const;
