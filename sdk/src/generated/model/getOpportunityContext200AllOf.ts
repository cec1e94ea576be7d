/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityContext } from './opportunityContext';

export type GetOpportunityContext200AllOf = {
  data?: OpportunityContext;
};
