/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A clean image file; null removes the avatar.
 */
export type SetViewerAvatarBodyFileId = string | null;
