/**
 * Agent runs (spec 2 §4.19): a coding agent's run on a task, reported by the agent itself over REST or
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
import type { QueryParams, RequestBody } from '../core/api.js';
import { ApiError, invalidField, notFound } from '../core/errors.js';
import { agentRunMachine } from '../core/machines/agentRun.js';
import { findAgentRun, insertAgentRun, listAgentRuns, toAgentRun, updateAgentRun, type AgentRunRow } from '../repositories/agentRuns.js';
import { findTaskId } from '../repositories/tasks.js';
import { findIntegration, insertSkippedOutboundEvent } from '../repositories/integrations.js';
import type { Page } from '../repositories/paging.js';
import { isUuid } from '../repositories/refs.js';

export type AgentRun = components['schemas']['AgentRun'];
export type AgentRunStatus = AgentRun['status'];
export { toAgentRun } from '../repositories/agentRuns.js';

/** The statuses each status may move to: the table agentRunMachine (src/core/machines/agentRun.ts). */
const NEXT = agentRunMachine.moves;
/** True for succeeded, failed and cancelled: the statuses with no moves left. */
export const isFinal = (s: AgentRunStatus) => agentRunMachine.isFinal(s);

/** Why the provider of an integration kind was not told of a cancel (the ledger row's last_error). */
const CANCEL_UNSUPPORTED: Record<string, string> = {
  github: 'GitHub has no API to cancel an agent run; the run is cancelled in Sextant only',
  webhooks: 'The webhooks integration has no provider to tell; the run is cancelled in Sextant only',
};

const listHref = '/api/v1/agent-runs?taskId=…';

export class AgentRunService {
  constructor(private readonly db: Knex) {}

  /** The run `id` of the caller's org (locked with `forUpdate`), or 404 NOT_FOUND naming path.id. */
  private async load(actor: Actor, id: string, forUpdate = false): Promise<AgentRunRow> {
    const missing = () => notFound('Agent run', id, listHref, 'path.id');
    if (!isUuid(id)) throw missing();
    const row = await findAgentRun(this.db, actor.orgId, id.toLowerCase(), forUpdate);
    if (!row) throw missing();
    return row;
  }

  /** 404 naming `field` unless task `taskId` (a UUID: the pipeline resolved refs) is in the caller's org. */
  private async assertTask(actor: Actor, taskId: string, field: string): Promise<string> {
    const id = isUuid(taskId) ? await findTaskId(this.db, actor.orgId, taskId.toLowerCase()) : undefined;
    if (!id) throw notFound('Task', taskId, '/api/v1/tasks', field);
    return id;
  }

  /**
   * 404 naming `field` unless integration `integrationId` is in the caller's org; with `forRun`, 400 when it is the
   * built-in webhooks integration (it has no provider to run agents or to tell of a cancel).
   */
  private async assertIntegration(actor: Actor, integrationId: string, field: string, forRun = false): Promise<string> {
    const row = isUuid(integrationId) ? await findIntegration(this.db, actor.orgId, integrationId.toLowerCase()) : undefined;
    if (!row) throw notFound('Integration', integrationId, '/api/v1/integrations', field);
    if (forRun && row.kind === 'webhooks') {
      throw invalidField(
        field,
        'is the built-in webhooks integration, which runs no agents',
        'Leave integrationId out for a run you report yourself, or give a provider integration (kind github) from GET /api/v1/integrations.',
      );
    }
    return row.id;
  }

  /**
   * GET /agent-runs — the runs of one task (taskId, UUID: the pipeline resolved a ref) or of one integration, newest
   * first, optionally of one status; paged. Both or neither is 400 VALIDATION_FAILED naming both query fields; a task
   * or integration outside the org is 404 naming its field.
   */
  async list(actor: Actor, q: QueryParams<'listAgentRuns'> & { limit: number }): Promise<Page<AgentRun>> {
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
    const owner =
      q.taskId !== undefined
        ? { taskId: await this.assertTask(actor, q.taskId, 'query.taskId') }
        : { integrationId: await this.assertIntegration(actor, q.integrationId!, 'query.integrationId') };
    const page = await listAgentRuns(this.db, actor.orgId, { ...owner, status: q.status }, q);
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
  async create(actor: Actor, input: RequestBody<'createAgentRun'>): Promise<AgentRun> {
    const taskId = await this.assertTask(actor, input.taskId, 'body.taskId');
    const integrationId = input.integrationId ? await this.assertIntegration(actor, input.integrationId, 'body.integrationId', true) : null;
    const status = input.status ?? 'queued';
    const runId = await insertAgentRun(
      this.db,
      actor.orgId,
      {
        task_id: taskId,
        integration_id: integrationId,
        provider: input.provider.trim() || input.provider,
        status,
        summary: input.summary ?? '',
        url: input.url ?? null,
        external_id: input.externalId ?? null,
        created_by_user_id: actor.userId,
      },
      status === 'running',
    );
    return toAgentRun(await this.load(actor, runId));
  }

  /**
   * PATCH /agent-runs/{id} — status along the table above (409 INVALID_STATE_TRANSITION with {from, to, allowed}
   * otherwise; the current status again is a no-op), and summary, url, externalId at any time (final runs
   * included). 404 naming path.id.
   */
  async update(actor: Actor, id: string, patch: RequestBody<'updateAgentRun'>): Promise<AgentRun> {
    const cur = await this.load(actor, id, true);
    const set: { status?: AgentRunStatus; summary?: string; url?: string | null; external_id?: string | null } = {};
    const stamp = { started: false, finished: false };
    if (patch.status !== undefined && patch.status !== cur.status) {
      if (!agentRunMachine.can(cur.status, patch.status)) throw transitionRefused(cur, patch.status);
      set.status = patch.status;
      stamp.started = patch.status === 'running';
      stamp.finished = isFinal(patch.status);
    }
    if (patch.summary !== undefined && patch.summary !== cur.summary) set.summary = patch.summary;
    if (patch.url !== undefined && patch.url !== cur.url) set.url = patch.url;
    if (patch.externalId !== undefined && patch.externalId !== cur.external_id) set.external_id = patch.externalId;
    if (!Object.keys(set).length) return toAgentRun(cur);
    await updateAgentRun(this.db, actor.orgId, cur.id, set, stamp);
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
    await updateAgentRun(this.db, actor.orgId, cur.id, { status: 'cancelled' }, { finished: true });
    if (cur.integration_id) await this.tellProvider(actor, cur);
    return toAgentRun(await this.load(actor, cur.id));
  }

  /** The cancel's row in the integration's outbound ledger (once per run: the dedup key holds it to one). */
  private async tellProvider(actor: Actor, run: AgentRunRow): Promise<void> {
    const integration = await findIntegration(this.db, actor.orgId, run.integration_id!);
    if (!integration) return;
    const reason =
      CANCEL_UNSUPPORTED[integration.kind as string] ??
      `${integration.kind} integrations have no API to cancel an agent run; the run is cancelled in Sextant only`;
    await insertSkippedOutboundEvent(this.db, actor.orgId, integration.id, {
      kind: 'agent_run.cancel',
      dedupKey: `cancel:${run.id}`,
      reason,
      summary: { agentRunId: run.id, taskRef: run.task_ref },
    });
  }
}

/** 409 INVALID_STATE_TRANSITION for a status move the table does not allow. */
function transitionRefused(cur: AgentRunRow, to: AgentRunStatus): ApiError {
  const allowed = NEXT[cur.status];
  const final = isFinal(cur.status);
  return agentRunMachine.refusal(cur.status, to, {
    message: final
      ? `Agent run ${cur.id} is ${cur.status}, a final status; it cannot move to ${to}`
      : `Agent run ${cur.id} cannot move from ${cur.status} to ${to}`,
    details: [{ field: 'body.status', message: final ? `the run is ${cur.status} (final)` : `cannot follow ${cur.status} (allowed: ${allowed.join(', ')})` }],
    data: { id: cur.id },
    suggestion: final
      ? `A finished run keeps its status; summary, url and externalId can still be changed. To record another attempt, report a new run with POST /api/v1/agent-runs (taskId ${cur.task_ref}).`
      : `Set status to one of ${allowed.join(', ')}${cur.status === 'queued' && to === 'succeeded' ? ' (move it to running first, then to succeeded)' : ''}.`,
  });
}
