/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AgentRunResponseAllOf } from './agentRunResponseAllOf';

export type AgentRunResponse = SuccessEnvelope & AgentRunResponseAllOf;
