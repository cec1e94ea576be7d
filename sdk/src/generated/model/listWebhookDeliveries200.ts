/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListWebhookDeliveries200AllOf } from './listWebhookDeliveries200AllOf';

export type ListWebhookDeliveries200 = ListEnvelope & ListWebhookDeliveries200AllOf;
