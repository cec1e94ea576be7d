/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { WebhookTestResultSavedResponseAllOf } from './webhookTestResultSavedResponseAllOf';

export type WebhookTestResultSavedResponse = SuccessEnvelope & WebhookTestResultSavedResponseAllOf;
