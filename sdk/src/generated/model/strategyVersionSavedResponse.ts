/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StrategyVersionSavedResponseAllOf } from './strategyVersionSavedResponseAllOf';

export type StrategyVersionSavedResponse = SuccessEnvelope & StrategyVersionSavedResponseAllOf;
