/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { StrategyListResponseAllOf } from './strategyListResponseAllOf';

export type StrategyListResponse = ListEnvelope & StrategyListResponseAllOf;
