/**
 * Opportunity state (spec 1 §3.2): set-state moves between backlog, in_progress and completed; reject-via-template
 * moves any opportunity that is not cancelled yet to cancelled (a completed one included, as today); cancelled is
 * final.
 */
import type { components } from '../../generated/api.js';
import { machine } from './machine.js';

export type OpportunityState = components['schemas']['Opportunity']['state'];

export const opportunityMachine = machine<OpportunityState>(
  'opportunity',
  {
    backlog: ['in_progress', 'completed', 'cancelled'],
    in_progress: ['backlog', 'completed', 'cancelled'],
    completed: ['backlog', 'in_progress', 'cancelled'],
    cancelled: [],
  },
  { via: { '*': 'setOpportunityState', cancelled: 'rejectOpportunity' } },
);
