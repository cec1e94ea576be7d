/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetAgentRun200AllOf } from './getAgentRun200AllOf';

export type GetAgentRun200 = SuccessEnvelope & GetAgentRun200AllOf;
