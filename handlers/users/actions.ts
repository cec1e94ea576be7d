import { link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/** From a user: their tasks and the user's change log (spec 2 §4.1). */
export const userActions = (id: string): Action[] => [
  link('self', 'getUser', { id }),
  withQuery(link('tasks', 'listTasks'), { owner: id }),
  withQuery(link('activities', 'listActivities'), { entityType: 'user', entityId: id }),
];
