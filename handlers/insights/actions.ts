import { action, link } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { insightMachine } from '../../src/core/machines/insight.js';
import type { Insight } from '../../src/services/insights/index.js';

/** The most links offered for detaching (actions stay few). */
const DETACH_OFFERS = 5;

/**
 * Valid next operations from an insight (spec 2 §4.1, §4.12; spec 1 §3.2), each one that succeeds as given: archive
 * (the one set-status move whose body needs no caller's words: rejected and need_context need a note), end the
 * review when a review team is set, detach each of its first links, and the reads around it (its customer, the list).
 */
export const insightActions = (i: Insight): Action[] => [
  link('self', 'getInsight', { id: i.ref }),
  ...(insightMachine.can(i.status, 'archived') ? [action('setInsightStatus', { id: i.ref }, { status: 'archived' })] : []),
  ...(i.reviewTeamId ? [action('setInsightReviewTeam', { id: i.ref }, { teamId: null })] : []),
  ...i.links.slice(0, DETACH_OFFERS).map((l) => action('detachInsight', { id: i.ref }, { entityType: l.entityType, entityId: l.ref })),
  ...(i.customerId ? [link('customer', 'getCustomer', { id: i.customerId })] : []),
  link('insights', 'listInsights'),
];

/** After a delete, or from a list: the insights. */
export const insightListActions = (): Action[] => [link('insights', 'listInsights')];

/** From an external stakeholder: the list, and recording an insight is up to the caller. */
export const stakeholderActions = (): Action[] => [link('externalStakeholders', 'listExternalStakeholders')];
