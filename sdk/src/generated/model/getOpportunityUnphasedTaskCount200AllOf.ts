/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { GetOpportunityUnphasedTaskCount200AllOfData } from './getOpportunityUnphasedTaskCount200AllOfData';

export type GetOpportunityUnphasedTaskCount200AllOf = {
  data?: GetOpportunityUnphasedTaskCount200AllOfData;
};
