/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export interface WebhookTestResult {
  /** The id of the synthetic webhook.test event (also sent as Sextant-Event-Id). */
  eventId: string;
  /** Its row in the delivery ledger (GET /webhook-subscriptions/{id}/deliveries). */
  deliveryId: string;
}
