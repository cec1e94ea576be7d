/**
 * The cycles table (spec 1 §2.10; spec 2 §4.8): a team's dated cycles (no two of a team overlap: the exclusion
 * constraint), their row, mapper and queries, and the planned-work figures per cycle. Every function takes the knex
 * (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type Cycle = Schema<'Cycle'>;

/** A cycle as read, its dates as YYYY-MM-DD text (no time-zone round trip through JS dates). */
export interface CycleRow {
  id: string;
  org_id: string;
  team_id: string;
  number: number;
  name: string;
  starts_on: string;
  ends_on: string;
  created_at: Date;
  updated_at: Date;
}

/** Row → components.schemas.Cycle. */
export const toCycle = (r: CycleRow): Cycle => ({
  id: r.id,
  orgId: r.org_id,
  teamId: r.team_id,
  number: r.number,
  name: r.name,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

const COLUMNS = ['c.id', 'c.org_id', 'c.team_id', 'c.number', 'c.name', 'c.created_at', 'c.updated_at'];
const DATES = "to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on";
/** By start date, then id (dates as text sort as dates: YYYY-MM-DD). */
const LIST: ListOrder = {
  name: 'cycles',
  direction: 'asc',
  keys: [
    { expr: "to_char(c.starts_on, 'YYYY-MM-DD')", type: 'text' },
    { expr: 'c.id', type: 'uuid' },
  ],
};

const selectCycles = (db: Knex) => db('cycles as c').select(...COLUMNS, db.raw(DATES));

/** One page of an org's cycles by start date, optionally one team's. */
export function listCycles(db: Knex, orgId: string, f: { teamId?: string }, page: { cursor?: string; limit: number }): Promise<Page<CycleRow>> {
  const query = selectCycles(db).where('c.org_id', orgId);
  if (f.teamId) query.andWhere('c.team_id', f.teamId);
  return paginate<CycleRow & Record<string, unknown>>(query, LIST, page);
}

/** Cycle `id`, or undefined. */
export async function findCycle(db: Knex, orgId: string, id: string): Promise<CycleRow | undefined> {
  return selectCycles(db).where({ 'c.org_id': orgId, 'c.id': id }).first();
}

/** The team of cycle `id`, or undefined. */
export async function findCycleTeam(db: Knex, orgId: string, id: string): Promise<string | undefined> {
  const row = (await db('cycles').select('team_id').where({ org_id: orgId, id }).first()) as { team_id: string } | undefined;
  return row?.team_id;
}

/** The earliest-starting cycle of team `teamId` whose dates overlap [startsOn, endsOn] (inclusive), but `exceptId`. */
export async function findOverlappingCycle(
  db: Knex,
  orgId: string,
  teamId: string,
  startsOn: string,
  endsOn: string,
  exceptId: string | null,
): Promise<CycleRow | undefined> {
  const q = selectCycles(db)
    .where({ 'c.org_id': orgId, 'c.team_id': teamId })
    .andWhereRaw(`daterange(c.starts_on, c.ends_on, '[]') && daterange(?::date, ?::date, '[]')`, [startsOn, endsOn]);
  if (exceptId) q.andWhereNot('c.id', exceptId);
  return q.orderBy('c.starts_on').first();
}

/** The highest cycle number of team `teamId`, or null without cycles. */
export async function maxCycleNumber(db: Knex, orgId: string, teamId: string): Promise<number | null> {
  const { max } = (await db('cycles').max('number as max').where({ org_id: orgId, team_id: teamId }).first()) as { max: number | null };
  return max;
}

/** Inserts a cycle and returns its id (an overlap violates the exclusion constraint, ends before start cycles_dates). */
export async function insertCycle(
  trx: Knex,
  orgId: string,
  values: { teamId: string; number: number; name: string; startsOn: string; endsOn: string },
): Promise<string> {
  const [row] = await trx('cycles')
    .insert({
      org_id: orgId,
      team_id: values.teamId,
      number: values.number,
      name: values.name,
      starts_on: values.startsOn,
      ends_on: values.endsOn,
    })
    .returning('id');
  return row.id as string;
}

/** Sets columns of cycle `id` (and updated_at); the number of rows changed. */
export function updateCycle(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<number> {
  return trx('cycles')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() });
}

/** One cycle's planned work over a window: its days in the window, its tasks' figures and its team's weekly hours. */
export interface CycleWorkRow {
  id: string;
  team_id: string;
  name: string;
  starts_on: string;
  ends_on: string;
  days: number;
  tasks: number;
  minutes: string;
  unestimated: number;
  weekly_hours: string;
}

/**
 * The cycles overlapping [from, to] (optionally one team's), by start date then id, each with its days inside the
 * window, its tasks that are not cancelled or duplicate (count, estimated minutes, unestimated count) and the sum of
 * its team members' weekly hours.
 */
export async function listCycleWork(db: Knex, orgId: string, q: { from: string; to: string; teamId: string | null }): Promise<CycleWorkRow[]> {
  const { rows } = await db.raw(
    `SELECT c.id, c.team_id, c.name, to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
            (least(c.ends_on, :to::date) - greatest(c.starts_on, :from::date) + 1) AS days,
            coalesce(w.tasks, 0)::int AS tasks, coalesce(w.minutes, 0)::bigint AS minutes, coalesce(w.unestimated, 0)::int AS unestimated,
            coalesce(h.hours, 0)::bigint AS weekly_hours
       FROM cycles c
       LEFT JOIN LATERAL (
         SELECT count(*) AS tasks, sum(t.estimate_minutes) AS minutes, count(*) FILTER (WHERE t.estimate_minutes IS NULL) AS unestimated
           FROM tasks t WHERE t.org_id = c.org_id AND t.cycle_id = c.id AND t.status NOT IN ('cancelled', 'duplicate')
       ) w ON true
       LEFT JOIN LATERAL (
         SELECT sum(u.weekly_hours) AS hours
           FROM team_members m JOIN users u ON u.org_id = m.org_id AND u.id = m.user_id
          WHERE m.org_id = c.org_id AND m.team_id = c.team_id
       ) h ON true
      WHERE c.org_id = :org AND c.starts_on <= :to::date AND c.ends_on >= :from::date
        AND (:team::uuid IS NULL OR c.team_id = :team::uuid)
      ORDER BY c.starts_on, c.id`,
    { org: orgId, from: q.from, to: q.to, team: q.teamId },
  );
  return rows;
}

/** A cycle's id and dates (YYYY-MM-DD), as the built-in metrics read them. */
export interface CycleWindowRow {
  id: string;
  startsOn: string;
  endsOn: string;
}

const windowColumns = (db: Knex) => ['id', db.raw('to_char(starts_on, \'YYYY-MM-DD\') AS "startsOn"'), db.raw('to_char(ends_on, \'YYYY-MM-DD\') AS "endsOn"')];

/** The org's cycles ending on or after `endsFrom` and starting on or before `startsBy` (days YYYY-MM-DD). */
export async function listCycleWindowsOpen(db: Knex, orgId: string, endsFrom: string, startsBy: string): Promise<CycleWindowRow[]> {
  return db('cycles').select(windowColumns(db)).where({ org_id: orgId }).andWhere('ends_on', '>=', endsFrom).andWhere('starts_on', '<=', startsBy);
}

/** The org's cycles ending in [endsFrom, endsBefore) (days YYYY-MM-DD). */
export async function listCycleWindowsEnding(db: Knex, orgId: string, endsFrom: string, endsBefore: string): Promise<CycleWindowRow[]> {
  return db('cycles').select(windowColumns(db)).where({ org_id: orgId }).andWhere('ends_on', '>=', endsFrom).andWhere('ends_on', '<', endsBefore);
}

/** Each named cycle's end date ('YYYY-MM-DD'), by id; ids of another org or of no cycle are left out. */
export async function listCycleEndDates(db: Knex, orgId: string, ids: string[]): Promise<Map<string, string>> {
  const rows: { id: string; ends_on: string }[] = await db('cycles').select('id', db.raw('ends_on::text AS ends_on')).where('org_id', orgId).whereIn('id', ids);
  return new Map(rows.map((r) => [r.id, r.ends_on]));
}
