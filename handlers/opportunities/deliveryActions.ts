/**
 * Actions from the delivery resources of an opportunity (spec 2 §4.1): phases, status updates and
 * prototypes. Only reads are offered, so every action succeeds when followed.
 */
import { link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/** From a phase or the phase list: the list in delivery order and the count of tasks still without a phase. */
export const phaseActions = (opportunityId: string): Action[] => [
  link('phases', 'listOpportunityPhases', { id: opportunityId }),
  link('unphased', 'getOpportunityUnphasedTaskCount', { id: opportunityId }),
  link('opportunity', 'getOpportunity', { id: opportunityId }),
];

/** From a status update or the list: the updates, newest first, and the thread that carries them. */
export const updateActions = (opportunityId: string): Action[] => [
  link('updates', 'listOpportunityUpdates', { id: opportunityId }),
  withQuery(link('comments', 'listComments'), { entityType: 'opportunity', entityId: opportunityId }),
  link('opportunity', 'getOpportunity', { id: opportunityId }),
];

/** From the prototype list: the opportunity it belongs to. */
export const prototypeActions = (opportunityId: string): Action[] => [link('opportunity', 'getOpportunity', { id: opportunityId })];
