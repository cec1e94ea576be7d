/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The last failed attempt: HTTP status and the start of the body, a timeout, a TLS or connection error, or a refused address.
 */
export type WebhookDeliveryLastError = string | null;
