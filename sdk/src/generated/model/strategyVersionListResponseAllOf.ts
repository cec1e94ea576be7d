/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StrategyVersion } from './strategyVersion';

export type StrategyVersionListResponseAllOf = {
  data?: StrategyVersion[];
};
