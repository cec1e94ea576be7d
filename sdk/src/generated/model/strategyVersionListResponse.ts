/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { StrategyVersionListResponseAllOf } from './strategyVersionListResponseAllOf';

export type StrategyVersionListResponse = ListEnvelope & StrategyVersionListResponseAllOf;
