/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityPrototype } from './opportunityPrototype';

export type AddOpportunityPrototype201AllOf = {
  data?: OpportunityPrototype[];
};
