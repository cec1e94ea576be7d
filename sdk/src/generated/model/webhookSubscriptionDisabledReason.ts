/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Why the server deactivated it (null when active or deactivated by a caller).
 */
export type WebhookSubscriptionDisabledReason = string | null;
