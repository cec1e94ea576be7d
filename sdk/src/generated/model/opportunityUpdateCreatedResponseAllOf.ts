/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityUpdate } from './opportunityUpdate';

export type OpportunityUpdateCreatedResponseAllOf = {
  data?: OpportunityUpdate;
};
