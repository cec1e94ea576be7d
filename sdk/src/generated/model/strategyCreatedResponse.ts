/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StrategyCreatedResponseAllOf } from './strategyCreatedResponseAllOf';

export type StrategyCreatedResponse = SuccessEnvelope & StrategyCreatedResponseAllOf;
