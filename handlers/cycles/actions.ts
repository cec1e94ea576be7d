import { link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { MAX_WINDOW_DAYS, type Cycle } from '../../src/services/cycles.js';

const days = (c: Cycle) => Math.round((Date.parse(`${c.endsOn}T00:00:00Z`) - Date.parse(`${c.startsOn}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * Reads around a cycle (spec 2 §4.1): its tasks, its team's cycles, and its planned work (when its dates fit one
 * planned-work window). Writes need the caller's dates or task, so none is offered.
 */
export const cycleActions = (c: Cycle): Action[] => [
  withQuery(link('tasks', 'listTasks'), { cycleId: c.id }),
  withQuery(link('cycles', 'listCycles'), { teamId: c.teamId }),
  ...(days(c) <= MAX_WINDOW_DAYS ? [withQuery(link('plannedWork', 'getPlannedWorkSummary'), { from: c.startsOn, to: c.endsOn, teamId: c.teamId })] : []),
];
