/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { IntegrationEventSummaryAnyOf } from './integrationEventSummaryAnyOf';

export type IntegrationEventSummary = IntegrationEventSummaryAnyOf | null;
