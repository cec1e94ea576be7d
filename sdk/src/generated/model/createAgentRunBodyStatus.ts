/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreateAgentRunBodyStatus = typeof CreateAgentRunBodyStatus[keyof typeof CreateAgentRunBodyStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateAgentRunBodyStatus = {
  queued: 'queued',
  running: 'running',
} as const;
