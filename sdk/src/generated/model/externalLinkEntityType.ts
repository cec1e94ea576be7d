/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ExternalLinkEntityType = typeof ExternalLinkEntityType[keyof typeof ExternalLinkEntityType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExternalLinkEntityType = {
  task: 'task',
  opportunity: 'opportunity',
} as const;
