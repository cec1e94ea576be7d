/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListAgentRuns200AllOf } from './listAgentRuns200AllOf';

export type ListAgentRuns200 = ListEnvelope & ListAgentRuns200AllOf;
