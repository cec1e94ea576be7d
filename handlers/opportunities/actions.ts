import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { opportunityMachine } from '../../src/core/machines/opportunity.js';
import type { Opportunity } from '../../src/services/opportunities.js';

/** Valid next operations from an opportunity: only the state moves it can make (spec 1 §3.2, spec 2 §4.1). */
export const opportunityActions = (o: Opportunity): Action[] => [
  link('self', 'getOpportunity', { id: o.ref }),
  ...opportunityMachine.allowed(o.state, 'setOpportunityState').map((state) => action('setOpportunityState', { id: o.ref }, { state })),
  link('tasks', 'listOpportunityTasks', { id: o.ref }),
  link('context', 'getOpportunityContext', { id: o.ref }),
  withQuery(link('comments', 'listComments'), { entityType: 'opportunity', entityId: o.ref }),
  ...(o.workflowId ? [link('template', 'getTemplateInstance', { entityType: 'opportunity', entityId: o.ref })] : []),
];
