/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListIntegrations200AllOf } from './listIntegrations200AllOf';

export type ListIntegrations200 = ListEnvelope & ListIntegrations200AllOf;
