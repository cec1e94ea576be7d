/**
 * The `agent_runs` table (spec 2 §4.19): coding-agent runs on a task, reported by the caller or through an
 * integration. Its row (with the task's ref), the row → AgentRun mapping and its queries, each scoped by org_id.
 * Timestamps written here are clock_timestamp(), as the columns' defaults, so startedAt is never before createdAt.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';

type AgentRunStatus = Schema<'AgentRun'>['status'];

export interface AgentRunRow {
  org_id: string;
  id: string;
  task_id: string;
  task_ref: string;
  integration_id: string | null;
  provider: string;
  status: Schema<'AgentRun'>['status'];
  summary: string;
  url: string | null;
  external_id: string | null;
  created_by_user_id: string | null;
  started_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const toAgentRun = (r: AgentRunRow): Schema<'AgentRun'> => ({
  id: r.id,
  taskId: r.task_id,
  taskRef: r.task_ref,
  integrationId: r.integration_id,
  provider: r.provider,
  status: r.status,
  summary: r.summary,
  url: r.url,
  externalId: r.external_id,
  createdById: r.created_by_user_id,
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

/** Newest first; ids break ties. */
const LIST: ListOrder = {
  name: 'agent-runs',
  direction: 'desc',
  keys: [
    { expr: 'r.created_at', type: 'timestamptz' },
    { expr: 'r.id', type: 'uuid' },
  ],
};

/** Runs with their task's ref (`<team prefix>-<n>`, TASK-<n> without a team). */
const select = (db: Knex) =>
  db('agent_runs as r')
    .join('tasks as t', function () {
      this.on('t.org_id', 'r.org_id').andOn('t.id', 'r.task_id');
    })
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select(
      'r.org_id',
      'r.id',
      'r.task_id',
      db.raw(`coalesce(tm.prefix, 'TASK') || '-' || t.number AS task_ref`),
      'r.integration_id',
      'r.provider',
      'r.status',
      'r.summary',
      'r.url',
      'r.external_id',
      'r.created_by_user_id',
      'r.started_at',
      'r.finished_at',
      'r.created_at',
      'r.updated_at',
    );

/** A page of the runs of one task or one integration (UUIDs), of `status` when given, newest first. 400 (from paginate) for a bad cursor. */
export async function listAgentRuns(
  db: Knex,
  orgId: string,
  f: { taskId?: string; integrationId?: string; status?: AgentRunStatus },
  page: { cursor?: string; limit: number },
): Promise<Page<AgentRunRow>> {
  const query = select(db).where('r.org_id', orgId);
  if (f.taskId !== undefined) query.andWhere('r.task_id', f.taskId);
  else query.andWhere('r.integration_id', f.integrationId!);
  if (f.status) query.andWhere('r.status', f.status);
  return paginate<AgentRunRow & Record<string, unknown>>(query, LIST, page);
}

/** Run `id` (a lower-case UUID) of the org, locked FOR UPDATE when `forUpdate`; undefined when none. */
export async function findAgentRun(db: Knex, orgId: string, id: string, forUpdate = false): Promise<AgentRunRow | undefined> {
  const q = select(db).where({ 'r.org_id': orgId, 'r.id': id });
  if (forUpdate) q.forUpdate('r');
  return (await q.first()) as AgentRunRow | undefined;
}

/** Inserts a run (started now when `startedNow`); its id. */
export async function insertAgentRun(
  db: Knex,
  orgId: string,
  values: {
    task_id: string;
    integration_id: string | null;
    provider: string;
    status: AgentRunStatus;
    summary: string;
    url: string | null;
    external_id: string | null;
    created_by_user_id: string;
  },
  startedNow: boolean,
): Promise<string> {
  const [row] = await db('agent_runs')
    .insert({ org_id: orgId, ...values, started_at: startedNow ? db.raw('clock_timestamp()') : null })
    .returning('id');
  return row.id;
}

/** Sets `set` on the run, with started_at / finished_at now when `stamp` says so, and updated_at now. */
export async function updateAgentRun(
  db: Knex,
  orgId: string,
  id: string,
  set: { status?: AgentRunStatus; summary?: string; url?: string | null; external_id?: string | null },
  stamp: { started?: boolean; finished?: boolean } = {},
): Promise<void> {
  const now = () => db.raw('clock_timestamp()');
  const cols: Record<string, unknown> = { ...set };
  if (stamp.started) cols.started_at = now();
  if (stamp.finished) cols.finished_at = now();
  await db('agent_runs')
    .where({ org_id: orgId, id })
    .update({ ...cols, updated_at: now() });
}
