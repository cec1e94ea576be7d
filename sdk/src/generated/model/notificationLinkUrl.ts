/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * API path of the source entity.
 */
export type NotificationLinkUrl = string | null;
