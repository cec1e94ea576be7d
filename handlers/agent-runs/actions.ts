import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { isFinal, type AgentRun } from '../../src/services/agentRuns.js';

/**
 * Valid next operations from an agent run (spec 2 §4.1, §4.19): itself, its task and the task's runs; while not
 * final, its natural next status (running for a queued run, succeeded for a running one, as a complete body) and
 * cancel. A final run is offered no write: its status cannot change (summary and url edits need the caller's text).
 */
export const agentRunActions = (r: AgentRun): Action[] => [
  link('self', 'getAgentRun', { id: r.id }),
  link('task', 'getTask', { id: r.taskRef }),
  withQuery(link('runs', 'listAgentRuns'), { taskId: r.taskRef }),
  ...(r.status === 'queued' ? [{ rel: 'start', ...action('updateAgentRun', { id: r.id }, { status: 'running' }) }] : []),
  ...(r.status === 'running' ? [{ rel: 'succeed', ...action('updateAgentRun', { id: r.id }, { status: 'succeeded' }) }] : []),
  ...(!isFinal(r.status) ? [action('cancelAgentRun', { id: r.id })] : []),
];
