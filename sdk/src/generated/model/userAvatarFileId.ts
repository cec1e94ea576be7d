/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The user's avatar image file; null when none.
 */
export type UserAvatarFileId = string | null;
