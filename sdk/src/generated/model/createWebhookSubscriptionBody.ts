/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { EventTypeFilter } from './eventTypeFilter';

export type CreateWebhookSubscriptionBody = {
  /**
   * an https:// URL without credentials (at delivery time its address must be public: loopback, private, link-local, CGNAT and metadata addresses are refused)
   * @maxLength 2048
   * @pattern ^https://
   */
  url: string;
  /**
   * @minItems 1
   * @maxItems 200
   */
  eventTypes: EventTypeFilter[];
  /** @maxLength 500 */
  description?: string;
  /**
   * Your signing secret (write-once: it cannot be changed or read back). Omit it to have one generated and returned once.
   * @minLength 24
   * @maxLength 200
   */
  secret?: string;
  active?: boolean;
};
