/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventTypeFilter } from './eventTypeFilter';

export type UpdateWebhookSubscriptionBody = {
  /**
   * an https:// URL without credentials
   * @maxLength 2048
   * @pattern ^https://
   */
  url?: string;
  /**
   * @minItems 1
   * @maxItems 200
   */
  eventTypes?: EventTypeFilter[];
  /** @maxLength 500 */
  description?: string;
  /** false stops deliveries (pending ones are cancelled); true resumes an inactive subscription and clears disabledReason and failingSince (sent to an active one it changes nothing); events of the time it was inactive are never sent. */
  active?: boolean;
  /** Not changeable: sending it is 400. Create a new subscription to rotate the secret. */
  secret?: unknown;
};
