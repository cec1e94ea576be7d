/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The last attempt's duration in milliseconds.
 */
export type WebhookDeliveryDurationMs = number | null;
