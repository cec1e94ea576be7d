/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * github: the URL to paste into the repository's webhook settings (content type application/json, the secret from integration:create). Null for webhooks.
 */
export type IntegrationWebhookUrl = string | null;
