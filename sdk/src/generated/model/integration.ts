/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntegrationKind } from './integrationKind';
import type { IntegrationStatus } from './integrationStatus';
import type { IntegrationConfig } from './integrationConfig';
import type { IntegrationWebhookUrl } from './integrationWebhookUrl';

/**
 * A connection to another system (spec 2 §4.19): kind `webhooks` (built in, one per org, created with its first webhook subscription; its outbound ledger is every webhook delivery) or `github` (pull-request webhooks, created by an admin with the admin CLI). Credentials and raw payloads are never returned.
 */
export interface Integration {
  id: string;
  kind: IntegrationKind;
  name: string;
  status: IntegrationStatus;
  /** Non-secret settings. github: the task status an opened and a merged pull request move linked tasks to (null: leave the status). */
  config: IntegrationConfig;
  /** github: the URL to paste into the repository's webhook settings (content type application/json, the secret from integration:create). Null for webhooks. */
  webhookUrl: IntegrationWebhookUrl;
  createdAt: string;
}
