/** Every transition table of the service (docs/decisions/0002-state-machines-as-data.md), by name. */
export { machine, suggestMoves, type Machine, type MachineOptions, type Refusal } from './machine.js';
import { agentRunMachine } from './agentRun.js';
import { customerMachine } from './customer.js';
import { deliveryMachine } from './webhookDelivery.js';
import { directionDocumentMachine } from './directionDocument.js';
import { importRunMachine } from './importRun.js';
import { insightMachine } from './insight.js';
import { opportunityMachine } from './opportunity.js';
import { roomMachine } from './room.js';
import { stepMachine } from './step.js';
import { strategyMachine } from './strategy.js';
import { taskMachine } from './task.js';

export {
  agentRunMachine,
  customerMachine,
  deliveryMachine,
  directionDocumentMachine,
  importRunMachine,
  insightMachine,
  opportunityMachine,
  roomMachine,
  stepMachine,
  strategyMachine,
  taskMachine,
};

export const MACHINES = {
  task: taskMachine,
  opportunity: opportunityMachine,
  customer: customerMachine,
  insight: insightMachine,
  step: stepMachine,
  strategy: strategyMachine,
  directionDocument: directionDocumentMachine,
  room: roomMachine,
  agentRun: agentRunMachine,
  webhookDelivery: deliveryMachine,
  importRun: importRunMachine,
} as const;
