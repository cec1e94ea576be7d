/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SetOpportunityStateBodyState } from './setOpportunityStateBodyState';

export type SetOpportunityStateBody = {
  state: SetOpportunityStateBodyState;
};
