import { action, link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import type { components } from '../../src/generated/api.js';

type Subscription = components['schemas']['Subscription'];

/** From a subscription state: flip it, or read the entity's activity log (spec 2 §4.1). */
export const subscriptionActions = (s: Subscription): Action[] => [
  action('setSubscription', {}, { entityType: s.entityType, entityId: s.entityId, subscribed: !s.subscribed }),
  withQuery(link('activities', 'listActivities'), { entityType: s.entityType, entityId: s.entityId }),
];
