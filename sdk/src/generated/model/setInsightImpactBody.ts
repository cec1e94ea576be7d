/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetInsightImpactBodyImpactsItem } from './setInsightImpactBodyImpactsItem';

export type SetInsightImpactBody = {
  /** @maxItems 50 */
  impacts: SetInsightImpactBodyImpactsItem[];
};
