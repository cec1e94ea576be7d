/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * user: a person (API key or their OAuth token); app: an OAuth app acting as itself (actor=app); system: the server (jobs, integrations, the admin CLI).
 */
export type EventActorType = typeof EventActorType[keyof typeof EventActorType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EventActorType = {
  user: 'user',
  app: 'app',
  system: 'system',
} as const;
