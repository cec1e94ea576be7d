/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntegrationEvent } from './integrationEvent';

export type IntegrationEventListResponseAllOf = {
  data?: IntegrationEvent[];
};
