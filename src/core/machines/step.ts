/**
 * Template step instance status (spec 1 §3.2 "move is an allowed transition"; the names and moves are not shown
 * there, so these are today's). completed, skipped and cancelled are final. Completing or skipping activates the next
 * pending step; one step is active at a time (a guard in TemplateService). Moved by updateStepInstance.
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type StepStatus = components['schemas']['StepInstance']['status'];

export const stepMachine = machine<StepStatus>(
  'step',
  {
    pending: ['active', 'skipped'],
    active: ['paused', 'completed', 'skipped'],
    paused: ['active', 'skipped'],
    completed: [],
    skipped: [],
    cancelled: [],
  },
  { via: { '*': 'updateStepInstance' } },
);
