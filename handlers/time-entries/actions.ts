import { link, withQuery } from '../../src/core/actions.js';
import type { Action } from '../../src/core/envelope.js';
import { addDays, daysIn, weekOf, type TimeEntry } from '../../src/services/timeEntries.js';

/**
 * What to call next around time entries (spec 2 §4.1). Reads only: every write needs the caller's own hours. Cost
 * reads (cost:read) are offered to everyone here and left out by the pipeline for credentials without cost:read
 * (src/http/respond.ts), so an engineer is never pointed at an operation that refuses it.
 */

/** The caller's entries of the ISO week (Monday to Sunday) holding `day`. */
export const weekAction = (day: string): Action => withQuery(link('week', 'listTimeEntries'), weekOf(day));

/** An entry: its week, and the actual cost of its task or opportunity. */
export const entryActions = (e: TimeEntry): Action[] => [
  weekAction(e.entryDate),
  ...(e.taskId ? [link('taskCost', 'getTaskActualCost', { id: e.taskId })] : []),
  ...(e.opportunityId ? [link('opportunityCost', 'getOpportunityActualCost', { id: e.opportunityId })] : []),
];

/** A window's list: the window of the same length just before it (same engineer). */
export const earlierWindow = (from: string, to: string, engineerId?: string): Action => {
  const days = daysIn(from, to);
  return withQuery(link('earlier', 'listTimeEntries'), {
    from: addDays(from, -days),
    to: addDays(from, -1),
    ...(engineerId ? { engineerId } : {}),
  });
};

/** Cost reads of a window: the buckets and the rows (the one the caller is on is left out by `except`). */
export const costWindowActions = (q: { from: string; to: string; teamId: string | null }, except: 'aggregate' | 'costs'): Action[] => {
  const query = { from: q.from, to: q.to, ...(q.teamId ? { teamId: q.teamId } : {}) };
  return [
    ...(except !== 'aggregate' ? [withQuery(link('byCategory', 'aggregateTimeEntriesByCategory'), query)] : []),
    ...(except !== 'costs' ? [withQuery(link('costs', 'listTimeEntryCosts'), query)] : []),
  ];
};

/** A truncated costs-for-range: the two halves of its window, each holding fewer rows. */
export const narrowerWindows = (q: { from: string; to: string; teamId: string | null }): Action[] => {
  const days = daysIn(q.from, q.to);
  if (days < 2) return [];
  const mid = addDays(q.from, Math.floor(days / 2) - 1);
  const team: Record<string, string> = q.teamId ? { teamId: q.teamId } : {};
  return [
    withQuery(link('narrower', 'listTimeEntryCosts'), { from: q.from, to: mid, ...team }),
    withQuery(link('narrower', 'listTimeEntryCosts'), { from: addDays(mid, 1), to: q.to, ...team }),
  ];
};
