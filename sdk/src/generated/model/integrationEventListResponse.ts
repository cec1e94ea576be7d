/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { IntegrationEventListResponseAllOf } from './integrationEventListResponseAllOf';

export type IntegrationEventListResponse = ListEnvelope & IntegrationEventListResponseAllOf;
