/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * When an admin deactivated the user (admin CLI user:deactivate): their keys and the OAuth grants acting as them stopped then. null while active.
 */
export type UserDeactivatedAt = string | null;
