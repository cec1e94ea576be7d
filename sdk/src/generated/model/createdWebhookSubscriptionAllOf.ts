/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type CreatedWebhookSubscriptionAllOf = {
  /**
   * The signing secret, shown this once: store it to verify Sextant-Signature.
   * @pattern ^whsec_
   */
  secret?: string;
};
