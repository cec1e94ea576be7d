/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export interface WebhookTestResult {
  /**
   * The id of the synthetic webhook.test event (also sent as Sextant-Event-Id).
   * @pattern ^evt_[0-9a-f]{32}$
   */
  eventId: string;
  /** Its row in the delivery ledger (GET /webhook-subscriptions/{id}/deliveries). */
  deliveryId: string;
}
