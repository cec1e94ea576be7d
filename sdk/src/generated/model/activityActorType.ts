/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * user: a person (with a key, or an OAuth token acting as them); app: an OAuth app acting as itself (actor=app; actorId is the app's user); system: no credential (jobs, the admin CLI).
 */
export type ActivityActorType = typeof ActivityActorType[keyof typeof ActivityActorType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ActivityActorType = {
  user: 'user',
  app: 'app',
  system: 'system',
} as const;
