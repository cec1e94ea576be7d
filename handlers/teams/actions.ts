import { link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';

/** From a team or a membership change: the team, its members, its tasks (spec 2 §4.1). */
export const teamActions = (id: string): Action[] => [
  link('self', 'getTeam', { id }),
  link('members', 'listTeamMembers', { id }),
  withQuery(link('tasks', 'listTasks'), { teamId: id }),
];
