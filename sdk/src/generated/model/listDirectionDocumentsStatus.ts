/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListDirectionDocumentsStatus = typeof ListDirectionDocumentsStatus[keyof typeof ListDirectionDocumentsStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListDirectionDocumentsStatus = {
  draft: 'draft',
  active: 'active',
  archived: 'archived',
} as const;
