/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ListExternalLinksKind = typeof ListExternalLinksKind[keyof typeof ListExternalLinksKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListExternalLinksKind = {
  pull_request: 'pull_request',
  message: 'message',
  blocker: 'blocker',
} as const;
