/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListWebhookSubscriptions200AllOf } from './listWebhookSubscriptions200AllOf';

export type ListWebhookSubscriptions200 = ListEnvelope & ListWebhookSubscriptions200AllOf;
