/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AgentRun } from './agentRun';

export type AgentRunSavedResponseAllOf = {
  data?: AgentRun;
};
