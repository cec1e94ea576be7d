/**
 * Agent runs (spec 2 §4.19; issue 18 §4): a coding agent's run on a task, reported by the agent itself over REST or
 * MCP (POST /agent-runs, PATCH /agent-runs/{id}) or by an integration (table agent_runs).
 *
 * The table, agentRunMachine (src/core/machines/agentRun.ts), with what each move also does:
 *
 * | from | to | also |
 * |---|---|---|
 * | (new) | queued or running | running sets startedAt |
 * | queued | running, failed, cancelled | running sets startedAt; failed and cancelled set finishedAt |
 * | running | succeeded, failed, cancelled | finishedAt |
 * | succeeded, failed, cancelled | (none: final) | summary, url and externalId may still be edited |
 *
 * Anything else is 409 INVALID_STATE_TRANSITION with data {from, to, allowed}; asking for the status the run already
 * has is a no-op. Final runs keep taking summary, url and externalId edits: an agent often learns its pull
 * request's url only after it finished. Cancel (POST /agent-runs/{id}/cancel) moves a queued or running run to
 * cancelled and tells its integration's provider, best effort, by a row in the integration's outbound ledger
 * (integration_events, kind `agent_run.cancel`, dedup key `cancel:<runId>`): GitHub has no API to cancel an agent
 * run, so that row is `skipped` with the reason; a finished run is returned unchanged.
 *
 * Capabilities: the pipeline's (task:read to read, task:update to write); a run belongs to its task and is read by
 * whoever reads tasks. Each row is tracked in the activity log as the task's `agentRun` subject (migration
 * 20261211000000_events_integrations), so writes emit task.agent_run_added / _updated to webhooks with no code here.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import { agentRunMachine } from '../core/machines/agentRun.js';
import { paginate, type ListOrder, type Page } from '../repositories/paging.js';
import { isUuid } from '../repositories/refs.js';
import { iso } from './common.js';

export type AgentRun = components['schemas']['AgentRun'];
export type AgentRunStatus = AgentRun['status'];

/** The statuses each status may move to: the table agentRunMachine (src/core/machines/agentRun.ts). */
const NEXT = agentRunMachine.moves;
/** True for succeeded, failed and cancelled: the statuses with no moves left. */
export const isFinal = (s: AgentRunStatus) => agentRunMachine.isFinal(s);

/** Why the provider of an integration kind was not told of a cancel (the ledger row's last_error). */
const CANCEL_UNSUPPORTED: Record<string, string> = {
  github: 'GitHub has no API to cancel an agent run; the run is cancelled in Sextant only',
  webhooks: 'The webhooks integration has no provider to tell; the run is cancelled in Sextant only',
};

interface RunRow {
  org_id: string; id: string; task_id: string; task_ref: string; integration_id: string | null; provider: string; status: AgentRunStatus;
  summary: string; url: string | null; external_id: string | null; created_by_user_id: string | null;
  started_at: Date | null; finished_at: Date | null; created_at: Date; updated_at: Date;
}

export const toAgentRun = (r: RunRow): AgentRun => ({
  id: r.id, taskId: r.task_id, taskRef: r.task_ref, integrationId: r.integration_id, provider: r.provider, status: r.status,
  summary: r.summary, url: r.url, externalId: r.external_id, createdById: r.created_by_user_id,
  startedAt: iso(r.started_at), finishedAt: iso(r.finished_at), createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
});

/** Newest first; ids break ties. */
const LIST: ListOrder = { name: 'agent-runs', direction: 'desc', keys: [{ expr: 'r.created_at', type: 'timestamptz' }, { expr: 'r.id', type: 'uuid' }] };

/** Runs with their task's ref (`<team prefix>-<n>`, TASK-<n> without a team). */
const select = (db: Knex) => db('agent_runs as r')
  .join('tasks as t', function () { this.on('t.org_id', 'r.org_id').andOn('t.id', 'r.task_id'); })
  .leftJoin('teams as tm', function () { this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id'); })
  .select('r.org_id', 'r.id', 'r.task_id', db.raw(`coalesce(tm.prefix, 'TASK') || '-' || t.number AS task_ref`), 'r.integration_id', 'r.provider',
    'r.status', 'r.summary', 'r.url', 'r.external_id', 'r.created_by_user_id', 'r.started_at', 'r.finished_at', 'r.created_at', 'r.updated_at');

const listHref = '/api/v1/agent-runs?taskId=…';

export class AgentRunService {
  constructor(private readonly db: Knex) {}

  /** The wall clock (clock_timestamp(), as the columns' defaults), so startedAt is never before createdAt. */
  private now() {
    return this.db.raw('clock_timestamp()');
  }

  /** The run `id` of the caller's org (locked with `forUpdate`), or 404 NOT_FOUND naming path.id. */
  private async load(actor: Actor, id: string, forUpdate = false): Promise<RunRow> {
    const missing = () => notFound('Agent run', id, listHref, 'path.id');
    if (!isUuid(id)) throw missing();
    const q = select(this.db).where({ 'r.org_id': actor.orgId, 'r.id': id.toLowerCase() });
    if (forUpdate) q.forUpdate('r');
    const row = (await q.first()) as RunRow | undefined;
    if (!row) throw missing();
    return row;
  }

  /** 404 naming `field` unless task `taskId` (a UUID: the pipeline resolved refs) is in the caller's org. */
  private async assertTask(actor: Actor, taskId: string, field: string): Promise<string> {
    const row = isUuid(taskId) ? await this.db('tasks').select('id').where({ org_id: actor.orgId, id: taskId.toLowerCase() }).first() : undefined;
    if (!row) throw notFound('Task', taskId, '/api/v1/tasks', field);
    return row.id;
  }

  /**
   * 404 naming `field` unless integration `integrationId` is in the caller's org; with `forRun`, 400 when it is the
   * built-in webhooks integration (it has no provider to run agents or to tell of a cancel).
   */
  private async assertIntegration(actor: Actor, integrationId: string, field: string, forRun = false): Promise<string> {
    const row = isUuid(integrationId) ? await this.db('integrations').select('id', 'kind').where({ org_id: actor.orgId, id: integrationId.toLowerCase() }).first() : undefined;
    if (!row) throw notFound('Integration', integrationId, '/api/v1/integrations', field);
    if (forRun && row.kind === 'webhooks') {
      throw invalidField(field, 'is the built-in webhooks integration, which runs no agents',
        'Leave integrationId out for a run you report yourself, or give a provider integration (kind github) from GET /api/v1/integrations.');
    }
    return row.id;
  }

  /**
   * GET /agent-runs — the runs of one task (taskId, UUID: the pipeline resolved a ref) or of one integration, newest
   * first, optionally of one status; paged. Both or neither is 400 VALIDATION_FAILED naming both query fields; a task
   * or integration outside the org is 404 naming its field.
   */
  async list(actor: Actor, q: { taskId?: string; integrationId?: string; status?: AgentRunStatus; cursor?: string; limit: number }): Promise<Page<AgentRun>> {
    if ((q.taskId === undefined) === (q.integrationId === undefined)) {
      const both = q.taskId !== undefined;
      throw new ApiError('VALIDATION_FAILED', both ? 'Send taskId or integrationId, not both' : 'Send one of taskId or integrationId', {
        details: [
          { field: 'query.taskId', message: both ? 'cannot be combined with integrationId' : 'is required when integrationId is absent' },
          { field: 'query.integrationId', message: both ? 'cannot be combined with taskId' : 'is required when taskId is absent' },
        ],
        suggestion: both
          ? 'Drop one of them: taskId lists the runs on a task, integrationId the runs through an integration.'
          : 'Add taskId (a task id or ref such as ENG-12) for the runs on a task, or integrationId for the runs through an integration.',
      });
    }
    const query = select(this.db).where('r.org_id', actor.orgId);
    if (q.taskId !== undefined) query.andWhere('r.task_id', await this.assertTask(actor, q.taskId, 'query.taskId'));
    else query.andWhere('r.integration_id', await this.assertIntegration(actor, q.integrationId!, 'query.integrationId'));
    if (q.status) query.andWhere('r.status', q.status);
    const page = await paginate<RunRow & Record<string, unknown>>(query, LIST, q);
    return { rows: page.rows.map(toAgentRun), nextCursor: page.nextCursor };
  }

  /** GET /agent-runs/{id} — 404 naming path.id when absent or another org's. */
  async get(actor: Actor, id: string): Promise<AgentRun> {
    return toAgentRun(await this.load(actor, id));
  }

  /**
   * POST /agent-runs — a run on the task, created by the caller, queued (default) or running (startedAt now). 404
   * naming body.taskId or body.integrationId when either is not the org's.
   */
  async create(actor: Actor, input: {
    taskId: string; provider: string; status?: 'queued' | 'running'; summary?: string; url?: string; externalId?: string; integrationId?: string;
  }): Promise<AgentRun> {
    const taskId = await this.assertTask(actor, input.taskId, 'body.taskId');
    const integrationId = input.integrationId ? await this.assertIntegration(actor, input.integrationId, 'body.integrationId', true) : null;
    const status = input.status ?? 'queued';
    const [row] = await this.db('agent_runs').insert({
      org_id: actor.orgId, task_id: taskId, integration_id: integrationId, provider: input.provider.trim() || input.provider, status,
      summary: input.summary ?? '', url: input.url ?? null, external_id: input.externalId ?? null, created_by_user_id: actor.userId,
      started_at: status === 'running' ? this.now() : null,
    }).returning('id');
    return toAgentRun(await this.load(actor, row.id));
  }

  /**
   * PATCH /agent-runs/{id} — status along the table above (409 INVALID_STATE_TRANSITION with {from, to, allowed}
   * otherwise; the current status again is a no-op), and summary, url, externalId at any time (final runs
   * included). 404 naming path.id.
   */
  async update(actor: Actor, id: string, patch: { status?: AgentRunStatus; summary?: string; url?: string | null; externalId?: string | null }): Promise<AgentRun> {
    const cur = await this.load(actor, id, true);
    const set: Record<string, unknown> = {};
    if (patch.status !== undefined && patch.status !== cur.status) {
      if (!agentRunMachine.can(cur.status, patch.status)) throw transitionRefused(cur, patch.status);
      set.status = patch.status;
      if (patch.status === 'running') set.started_at = this.now();
      if (isFinal(patch.status)) set.finished_at = this.now();
    }
    if (patch.summary !== undefined && patch.summary !== cur.summary) set.summary = patch.summary;
    if (patch.url !== undefined && patch.url !== cur.url) set.url = patch.url;
    if (patch.externalId !== undefined && patch.externalId !== cur.external_id) set.external_id = patch.externalId;
    if (!Object.keys(set).length) return toAgentRun(cur);
    await this.db('agent_runs').where({ org_id: actor.orgId, id: cur.id }).update({ ...set, updated_at: this.now() });
    return toAgentRun(await this.load(actor, cur.id));
  }

  /**
   * POST /agent-runs/{id}/cancel — queued or running → cancelled (finishedAt now); when the run goes through an
   * integration, its provider is told best effort: one outbound ledger row (kind agent_run.cancel, dedup key
   * cancel:<runId>, attempt 1), `skipped` with the reason for providers without a cancel API (GitHub). A final run
   * is returned unchanged. 404 naming path.id.
   */
  async cancel(actor: Actor, id: string): Promise<AgentRun> {
    const cur = await this.load(actor, id, true);
    if (isFinal(cur.status)) return toAgentRun(cur);
    await this.db('agent_runs').where({ org_id: actor.orgId, id: cur.id })
      .update({ status: 'cancelled', finished_at: this.now(), updated_at: this.now() });
    if (cur.integration_id) await this.tellProvider(actor, cur);
    return toAgentRun(await this.load(actor, cur.id));
  }

  /** The cancel's row in the integration's outbound ledger (once per run: the dedup key holds it to one). */
  private async tellProvider(actor: Actor, run: RunRow): Promise<void> {
    const integration = await this.db('integrations').select('id', 'kind').where({ org_id: actor.orgId, id: run.integration_id }).first();
    if (!integration) return;
    const reason = CANCEL_UNSUPPORTED[integration.kind as string]
      ?? `${integration.kind} integrations have no API to cancel an agent run; the run is cancelled in Sextant only`;
    await this.db('integration_events').insert({
      org_id: actor.orgId, integration_id: integration.id, direction: 'outbound', kind: 'agent_run.cancel', status: 'skipped',
      dedup_key: `cancel:${run.id}`, attempt_count: 1, last_error: reason, summary: { agentRunId: run.id, taskRef: run.task_ref },
      last_attempt_at: this.now(), finished_at: this.now(), duration_ms: 0,
    }).onConflict(this.db.raw('(org_id, integration_id, dedup_key) WHERE redelivery_of IS NULL')).ignore();
  }
}

/** 409 INVALID_STATE_TRANSITION for a status move the table does not allow. */
function transitionRefused(cur: RunRow, to: AgentRunStatus): ApiError {
  const allowed = NEXT[cur.status];
  const final = isFinal(cur.status);
  return agentRunMachine.refusal(cur.status, to, {
    message: final ? `Agent run ${cur.id} is ${cur.status}, a final status; it cannot move to ${to}` : `Agent run ${cur.id} cannot move from ${cur.status} to ${to}`,
    details: [{ field: 'body.status', message: final ? `the run is ${cur.status} (final)` : `cannot follow ${cur.status} (allowed: ${allowed.join(', ')})` }],
    data: { id: cur.id },
    suggestion: final
      ? `A finished run keeps its status; summary, url and externalId can still be changed. To record another attempt, report a new run with POST /api/v1/agent-runs (taskId ${cur.task_ref}).`
      : `Set status to one of ${allowed.join(', ')}${cur.status === 'queued' && to === 'succeeded' ? ' (move it to running first, then to succeeded)' : ''}.`,
  });
}
