/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { WebhookTestResult } from './webhookTestResult';

export type WebhookTestResultSavedResponseAllOf = {
  data?: WebhookTestResult;
};
