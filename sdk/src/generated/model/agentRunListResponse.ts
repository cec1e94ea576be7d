/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { AgentRunListResponseAllOf } from './agentRunListResponseAllOf';

export type AgentRunListResponse = ListEnvelope & AgentRunListResponseAllOf;
