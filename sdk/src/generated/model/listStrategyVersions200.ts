/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListStrategyVersions200AllOf } from './listStrategyVersions200AllOf';

export type ListStrategyVersions200 = ListEnvelope & ListStrategyVersions200AllOf;
