/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Your avatar image (a clean file; read it for a download URL); null when none.
 */
export type ViewerAvatarFileId = string | null;
