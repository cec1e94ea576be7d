/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { IntegrationListResponseAllOf } from './integrationListResponseAllOf';

export type IntegrationListResponse = ListEnvelope & IntegrationListResponseAllOf;
