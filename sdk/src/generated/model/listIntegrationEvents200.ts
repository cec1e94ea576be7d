/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListIntegrationEvents200AllOf } from './listIntegrationEvents200AllOf';

export type ListIntegrationEvents200 = ListEnvelope & ListIntegrationEvents200AllOf;
