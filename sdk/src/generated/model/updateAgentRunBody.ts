/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AgentRunStatus } from './agentRunStatus';
import type { UpdateAgentRunBodyUrl } from './updateAgentRunBodyUrl';
import type { UpdateAgentRunBodyExternalId } from './updateAgentRunBodyExternalId';

export type UpdateAgentRunBody = {
  status?: AgentRunStatus;
  /** @maxLength 4000 */
  summary?: string;
  /**
   * an http(s):// URL
   * @maxLength 2048
   * @pattern ^https?://
   */
  url?: UpdateAgentRunBodyUrl;
  /**
   * @minLength 1
   * @maxLength 200
   */
  externalId?: UpdateAgentRunBodyExternalId;
};
