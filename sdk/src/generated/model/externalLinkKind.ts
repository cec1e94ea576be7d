/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ExternalLinkKind = typeof ExternalLinkKind[keyof typeof ExternalLinkKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ExternalLinkKind = {
  pull_request: 'pull_request',
  message: 'message',
  blocker: 'blocker',
} as const;
