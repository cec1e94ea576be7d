/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StrategyResponseAllOf } from './strategyResponseAllOf';

export type StrategyResponse = SuccessEnvelope & StrategyResponseAllOf;
