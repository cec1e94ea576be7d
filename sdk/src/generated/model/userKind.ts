/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * person, or app: the user an OAuth app acts as when an admin approved it with actor=app (spec 2 §5.6); what it writes (createdBy, authorId, the activity log) names this user, whose name is the app's.
 */
export type UserKind = typeof UserKind[keyof typeof UserKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserKind = {
  person: 'person',
  app: 'app',
} as const;
