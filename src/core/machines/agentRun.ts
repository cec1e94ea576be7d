/**
 * Agent run status (spec 1 §3.2 "running agent run → cancelled"; spec 2 §4.19): queued → running, failed,
 * cancelled; running → succeeded, failed, cancelled; succeeded, failed and cancelled are final. Moved by
 * updateAgentRun (and cancelAgentRun, which returns a finished run unchanged).
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type AgentRunStatus = components['schemas']['AgentRun']['status'];

export const agentRunMachine = machine<AgentRunStatus>(
  'agent run',
  {
    queued: ['running', 'failed', 'cancelled'],
    running: ['succeeded', 'failed', 'cancelled'],
    succeeded: [],
    failed: [],
    cancelled: [],
  },
  { via: { '*': 'updateAgentRun' } },
);
