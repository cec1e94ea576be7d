/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateAgentRun200AllOf } from './updateAgentRun200AllOf';

export type UpdateAgentRun200 = SuccessEnvelope & UpdateAgentRun200AllOf;
