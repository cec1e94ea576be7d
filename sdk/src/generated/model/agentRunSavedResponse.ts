/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AgentRunSavedResponseAllOf } from './agentRunSavedResponseAllOf';

export type AgentRunSavedResponse = SuccessEnvelope & AgentRunSavedResponseAllOf;
