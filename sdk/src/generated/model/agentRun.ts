/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { AgentRunIntegrationId } from './agentRunIntegrationId';
import type { AgentRunStatus } from './agentRunStatus';
import type { AgentRunUrl } from './agentRunUrl';
import type { AgentRunExternalId } from './agentRunExternalId';
import type { AgentRunCreatedById } from './agentRunCreatedById';
import type { AgentRunStartedAt } from './agentRunStartedAt';
import type { AgentRunFinishedAt } from './agentRunFinishedAt';

/**
 * A coding agent's run on a task (spec 2 §4.19), reported by the agent itself (POST /agent-runs, PATCH) or by an integration. startedAt is set when it enters running, finishedAt when it reaches a final status.
 */
export interface AgentRun {
  id: string;
  taskId: string;
  taskRef: string;
  integrationId: AgentRunIntegrationId;
  provider: string;
  status: AgentRunStatus;
  summary: string;
  url: AgentRunUrl;
  /** The run's id at its provider. */
  externalId: AgentRunExternalId;
  createdById: AgentRunCreatedById;
  startedAt: AgentRunStartedAt;
  finishedAt: AgentRunFinishedAt;
  createdAt: string;
  updatedAt: string;
}
