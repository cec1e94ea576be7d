/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityPrototype } from './opportunityPrototype';

export type RemoveOpportunityPrototype200AllOf = {
  data?: OpportunityPrototype[];
};
