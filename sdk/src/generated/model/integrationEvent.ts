/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntegrationEventDirection } from './integrationEventDirection';
import type { IntegrationEventStatus } from './integrationEventStatus';
import type { IntegrationEventLastError } from './integrationEventLastError';
import type { IntegrationEventSummary } from './integrationEventSummary';
import type { IntegrationEventLastAttemptAt } from './integrationEventLastAttemptAt';
import type { IntegrationEventFinishedAt } from './integrationEventFinishedAt';
import type { IntegrationEventDurationMs } from './integrationEventDurationMs';

/**
 * One row of an integration's ledger (spec 2 §6.4): inbound (a GitHub delivery received: processed, ignored, failed) or outbound (a webhook delivery: pending, retrying, succeeded, failed, cancelled; or a provider call: succeeded, failed, skipped). kind: the event type sent, or the provider's event name received (pull_request, ping). dedupKey: the provider's delivery id inbound (X-GitHub-Delivery), `<eventId>:<subscriptionId>` outbound. summary: what Sextant did with it (never the raw payload).
 */
export interface IntegrationEvent {
  id: string;
  integrationId: string;
  direction: IntegrationEventDirection;
  kind: string;
  status: IntegrationEventStatus;
  dedupKey: string;
  /** @minimum 0 */
  attemptCount: number;
  lastError: IntegrationEventLastError;
  summary: IntegrationEventSummary;
  createdAt: string;
  lastAttemptAt: IntegrationEventLastAttemptAt;
  finishedAt: IntegrationEventFinishedAt;
  durationMs: IntegrationEventDurationMs;
}
