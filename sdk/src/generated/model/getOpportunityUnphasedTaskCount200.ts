/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetOpportunityUnphasedTaskCount200AllOf } from './getOpportunityUnphasedTaskCount200AllOf';

export type GetOpportunityUnphasedTaskCount200 = SuccessEnvelope & GetOpportunityUnphasedTaskCount200AllOf;
