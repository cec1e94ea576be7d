/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AgentRunCreatedResponseAllOf } from './agentRunCreatedResponseAllOf';

export type AgentRunCreatedResponse = SuccessEnvelope & AgentRunCreatedResponseAllOf;
