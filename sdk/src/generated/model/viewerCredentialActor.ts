/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * OAuth only: user when the token acts as the approving admin, app when it acts as the app itself (authorize with actor=app; writes are attributed to the app's user, userId above).
 */
export type ViewerCredentialActor = typeof ViewerCredentialActor[keyof typeof ViewerCredentialActor];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ViewerCredentialActor = {
  user: 'user',
  app: 'app',
} as const;
