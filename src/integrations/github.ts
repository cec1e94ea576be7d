/**
 * The GitHub inbound integration (spec 2 §4.19, §6.4): what a verified delivery does.
 *
 * - Signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256(secret, raw body)>`, compared in constant time.
 * - Dedup: the delivery id (`X-GitHub-Delivery`) is the ledger row's dedup_key; the unique index
 *   integration_events_dedup makes a second delivery of the same id a duplicate (answered 200, nothing done), except
 *   when the first one failed: then it is processed again on the same row (attempt_count + 1), so GitHub's
 *   "Redeliver" repairs a failure.
 * - `pull_request`: task refs (`<team prefix>-<n>`, `TASK-<n>`) are looked for, case-insensitively, in the pull
 *   request's title and head branch (`eng-12-fix-login`). Each task of the integration's org named there gets the
 *   pull request as an external link (kind pull_request, provider github, externalId `<owner>/<repo>#<number>`,
 *   state open | merged | closed), and moves: opened or reopened → config.onOpened (in_progress) from backlog or
 *   todo; closed and merged → config.onMerged (completed) unless already completed, cancelled or duplicate (from
 *   backlog or todo through in_progress, the task workflow's rule); closed unmerged → state closed, status kept.
 *   A subtask of a sequential parent whose predecessor is unfinished is not started (summary.skipped says why).
 *   Moves are status updates made as the system (no owner is claimed), so the activity log records them and
 *   webhooks emit task.status_changed with actor {type: system}.
 * - Everything a delivery does — the ledger row, the links, the moves — is one transaction.
 * - Ledger statuses: processed (something was linked), ignored (another event type, an action that changes
 *   nothing, or no task ref found), failed (unreadable body or an unexpected error; last_error says which).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { withWriteTransaction } from '../db/scope.js';
import { githubConfigOf, type GithubConfig, type IntegrationRow } from '../services/integrations.js';
import { taskMachine } from '../core/machines/task.js';
import type { TaskService, TaskStatus } from '../services/tasks.js';

/** Pull-request actions that say something about the link (title, branch, state); others are ignored. */
export const RELEVANT_ACTIONS = new Set(['opened', 'reopened', 'closed', 'edited', 'synchronize', 'ready_for_review', 'converted_to_draft']);
/** At most this many task refs are acted on per delivery (a title naming hundreds of refs is not a work item). */
export const MAX_REFS = 50;

/** `sha256=<hex>` over the exact bytes, as GitHub signs them. */
export const githubSignature = (secret: string, body: Buffer | string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether `header` is the signature of `body` under `secret` (constant time; lengths compared first). */
export function verifyGithubSignature(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(githubSignature(secret, body), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The task refs named in `texts`, upper-cased, in order of first appearance, without repeats: `<prefix>-<n>` for each
 * of `prefixes` (team prefixes and TASK), case-insensitive, not inside a longer word or number (`eng-12-fix`,
 * `feature/ENG-12`, `[ENG-12]` match; `xeng-12`, `ENG-123` for ENG-12 do not).
 */
export function findTaskRefs(texts: string[], prefixes: string[]): string[] {
  if (!prefixes.length) return [];
  const alternatives = [...new Set(prefixes.map((p) => p.toUpperCase()))]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  const re = new RegExp(`(?<![A-Za-z0-9])(${alternatives})-(\\d{1,9})(?![0-9])`, 'gi');
  const refs: string[] = [];
  for (const text of texts) {
    for (const m of text.matchAll(re)) {
      const ref = `${m[1].toUpperCase()}-${Number(m[2])}`;
      if (!refs.includes(ref)) refs.push(ref);
    }
  }
  return refs;
}

/** A pull request's link state from its payload. */
export const prState = (pr: { state?: string; merged?: boolean; merged_at?: string | null }): 'open' | 'merged' | 'closed' =>
  pr.merged || pr.merged_at ? 'merged' : pr.state === 'closed' ? 'closed' : 'open';

/** A verified delivery whose payload lacks what its event needs (answered 400, recorded as failed). */
export class PayloadError extends Error {
  override name = 'PayloadError';
}

export interface DeliveryOutcome {
  status: 'processed' | 'ignored';
  summary: Record<string, unknown>;
}

interface PullRequestPayload {
  action?: string;
  number?: number;
  pull_request?: { number?: number; title?: string; html_url?: string; state?: string; merged?: boolean; merged_at?: string | null; head?: { ref?: string } };
  repository?: { full_name?: string };
}

/** The system as an actor, for the task service's read-only rules (startBlocker needs the org only). */
const systemActor = (orgId: string): Actor => ({
  orgId,
  userId: '',
  name: 'GitHub',
  email: '',
  role: 'system',
  orgRole: 'system',
  capabilities: new Set(),
  credential: { type: 'api_key', id: 'system' },
});

/**
 * Applies a `pull_request` delivery inside the caller's transaction `trx` (attributed to the system). Returns the
 * ledger status and summary `{pullRequest, action, merged, state, tasks, moved [{ref, from, to}], skipped
 * [{ref, reason}], unknownRefs}`. Throws (→ failed) on a payload without the pull request's number, URL or repository.
 */
export async function applyPullRequest(trx: Knex, tasks: TaskService, integration: IntegrationRow, payload: PullRequestPayload): Promise<DeliveryOutcome> {
  const pr = payload.pull_request;
  const repo = payload.repository?.full_name;
  const number = pr?.number ?? payload.number;
  if (!pr || !repo || typeof number !== 'number' || typeof pr.html_url !== 'string') {
    throw new PayloadError('a pull_request payload needs pull_request.number, pull_request.html_url and repository.full_name');
  }
  const action = String(payload.action ?? '');
  const state = prState(pr);
  const merged = state === 'merged';
  const externalId = `${repo}#${number}`;
  const base = { pullRequest: externalId, action, merged, state };
  if (!RELEVANT_ACTIONS.has(action))
    return { status: 'ignored', summary: { ...base, tasks: [], moved: [], reason: `action ${action || '(none)'} changes no link` } };

  const orgId = integration.org_id;
  const prefixes: string[] = (await trx('teams').where({ org_id: orgId }).pluck('prefix')).concat('TASK');
  const refs = findTaskRefs([pr.title ?? '', pr.head?.ref ?? ''], prefixes).slice(0, MAX_REFS);
  const found = await resolveRefs(trx, orgId, refs);
  const unknownRefs = refs.filter((r) => !found.has(r));
  if (!found.size)
    return {
      status: 'ignored',
      summary: {
        ...base,
        tasks: [],
        moved: [],
        reason: refs.length ? 'no task of this org has these refs' : 'no task ref in the title or branch',
        unknownRefs,
      },
    };

  const config = githubConfigOf(integration.config);
  const moved: { ref: string; from: TaskStatus; to: TaskStatus }[] = [];
  const skipped: { ref: string; reason: string }[] = [];
  for (const [ref, task] of found) {
    await trx.raw(
      `
      INSERT INTO external_links (org_id, entity_type, entity_id, kind, provider, url, title, external_id, state, integration_id)
      VALUES (?, 'task', ?, 'pull_request', 'github', ?, ?, ?, ?, ?)
      ON CONFLICT (org_id, entity_type, entity_id, provider, external_id) WHERE kind = 'pull_request'
      DO UPDATE SET url = EXCLUDED.url, title = EXCLUDED.title, state = EXCLUDED.state, integration_id = EXCLUDED.integration_id, updated_at = clock_timestamp()
      WHERE (external_links.url, external_links.title, external_links.state, external_links.integration_id)
        IS DISTINCT FROM (EXCLUDED.url, EXCLUDED.title, EXCLUDED.state, EXCLUDED.integration_id)`,
      [orgId, task.id, pr.html_url, pr.title ?? '', externalId, state, integration.id],
    );
    const target = targetOf(action, merged, config);
    if (!target) continue;
    const outcome = await moveTask(trx, tasks, orgId, ref, task, target);
    if ('reason' in outcome) {
      if (outcome.reason) skipped.push({ ref, reason: outcome.reason });
    } else moved.push(outcome);
  }
  return {
    status: 'processed',
    summary: { ...base, tasks: [...found.keys()], moved, ...(skipped.length ? { skipped } : {}), ...(unknownRefs.length ? { unknownRefs } : {}) },
  };
}

/** The status an action moves linked tasks to under `config`, or null. */
function targetOf(action: string, merged: boolean, config: GithubConfig): TaskStatus | null {
  if (action === 'opened' || action === 'reopened') return config.onOpened;
  if (action === 'closed' && merged) return config.onMerged;
  return null;
}

interface TaskRef {
  id: string;
  status: TaskStatus;
  parent_task_id: string | null;
  subtask_position: number | null;
}

/** ref → the org's task with that ref (locked for the moves), for the refs that name one. */
async function resolveRefs(trx: Knex, orgId: string, refs: string[]): Promise<Map<string, TaskRef>> {
  const found = new Map<string, TaskRef>();
  if (!refs.length) return found;
  const pairs = refs.map((r) => {
    const i = r.lastIndexOf('-');
    return [r.slice(0, i), Number(r.slice(i + 1))] as const;
  });
  const rows = await trx('tasks as t')
    .leftJoin('teams as tm', function () {
      this.on('tm.org_id', 't.org_id').andOn('tm.id', 't.team_id');
    })
    .select('t.id', 't.number', 't.status', 't.parent_task_id', 't.subtask_position', trx.raw(`coalesce(tm.prefix, 'TASK') AS prefix`))
    .where('t.org_id', orgId)
    .whereIn(
      't.number',
      pairs.map(([, n]) => n),
    )
    .forUpdate('t');
  for (const ref of refs) {
    const r = rows.find((x: { prefix: string; number: number }) => `${x.prefix}-${x.number}` === ref);
    if (r) found.set(ref, { id: r.id, status: r.status, parent_task_id: r.parent_task_id, subtask_position: r.subtask_position });
  }
  return found;
}

/**
 * Moves one task toward `target` along taskMachine (through in_progress when the workflow needs it), as the system.
 * Returns the move, or `{reason}` when it does not happen (reason '' when the task is already where it should be).
 */
async function moveTask(
  trx: Knex,
  tasks: TaskService,
  orgId: string,
  ref: string,
  task: TaskRef,
  target: TaskStatus,
): Promise<{ ref: string; from: TaskStatus; to: TaskStatus } | { reason: string }> {
  const from = task.status;
  if (from === target) return { reason: '' };
  if (target === 'in_progress' && from !== 'backlog' && from !== 'todo') return { reason: '' };
  if (target === 'completed' && (from === 'completed' || from === 'cancelled' || from === 'duplicate')) return { reason: '' };
  const path: TaskStatus[] = taskMachine.can(from, target)
    ? [target]
    : taskMachine.can(from, 'in_progress') && taskMachine.can('in_progress', target)
      ? ['in_progress', target]
      : [];
  if (!path.length) return { reason: `a ${from} task cannot move to ${target}` };
  if (path.includes('in_progress') || target === 'completed') {
    const blocker = await tasks.startBlocker(systemActor(orgId), {
      id: task.id,
      parentTaskId: task.parent_task_id,
      subtaskPosition: task.subtask_position,
    } as Parameters<TaskService['startBlocker']>[1]);
    if (blocker) return { reason: `its parent runs subtasks in sequence and ${blocker} is not finished` };
  }
  for (const status of path) await trx('tasks').where({ org_id: orgId, id: task.id }).update({ status, updated_at: trx.fn.now() });
  return { ref, from, to: target };
}

/** Reads a delivery body: JSON, or GitHub's form encoding (`payload=<json>`); undefined when it is neither. */
export function parseDeliveryBody(body: Buffer, contentType: string | undefined): unknown {
  try {
    const text = body.toString('utf8');
    if (contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
      const payload = new URLSearchParams(text).get('payload');
      return payload === null ? undefined : JSON.parse(payload);
    }
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface DeliveryInput {
  integration: IntegrationRow;
  event: string;
  deliveryId: string;
  payload: unknown;
  receivedAt: number;
}
export type DeliveryResult =
  | { duplicate: true; id: string; status: string }
  | { duplicate: false; id: string; status: 'processed' | 'ignored'; summary: Record<string, unknown> };

/**
 * Records and applies one verified delivery in one transaction (actor: the system). The ledger row is claimed first
 * (INSERT … ON CONFLICT on integration_events_dedup; a failed original is claimed again), then the event applied,
 * then the row completed. Throws when applying fails (the transaction rolls back; the caller records the failure).
 */
export async function processDelivery(db: Knex, tasks: TaskService, d: DeliveryInput): Promise<DeliveryResult> {
  return withWriteTransaction(db, d.integration.org_id, null, async (trx) => {
    const claimed = (
      await trx.raw(
        `
      INSERT INTO integration_events (org_id, integration_id, direction, kind, status, dedup_key, attempt_count, last_attempt_at)
      VALUES (?, ?, 'inbound', ?, 'processed', ?, 1, clock_timestamp())
      ON CONFLICT (org_id, integration_id, dedup_key) WHERE redelivery_of IS NULL
      DO UPDATE SET attempt_count = integration_events.attempt_count + 1, last_attempt_at = clock_timestamp(), kind = EXCLUDED.kind
      WHERE integration_events.status = 'failed'
      RETURNING id`,
        [d.integration.org_id, d.integration.id, d.event, d.deliveryId],
      )
    ).rows as { id: string }[];
    if (!claimed.length) {
      const prior = await trx('integration_events')
        .select('id', 'status')
        .where({ org_id: d.integration.org_id, integration_id: d.integration.id, dedup_key: d.deliveryId })
        .whereNull('redelivery_of')
        .first();
      return { duplicate: true, id: prior.id, status: prior.status };
    }
    const id = claimed[0].id;
    let outcome: DeliveryOutcome;
    if (d.event === 'pull_request') outcome = await applyPullRequest(trx, tasks, d.integration, d.payload as PullRequestPayload);
    else if (d.event === 'ping') outcome = { status: 'processed', summary: { ping: true, hookId: (d.payload as { hook_id?: number })?.hook_id ?? null } };
    else outcome = { status: 'ignored', summary: { reason: `${d.event} events are not used` } };
    await trx('integration_events')
      .where({ org_id: d.integration.org_id, id })
      .update({
        status: outcome.status,
        summary: JSON.stringify(outcome.summary),
        last_error: null,
        finished_at: trx.raw('clock_timestamp()'),
        duration_ms: Math.max(0, Date.now() - d.receivedAt),
      });
    return { duplicate: false, id, status: outcome.status, summary: outcome.summary };
  });
}

/**
 * Records a delivery that could not be applied (unreadable body, unexpected error) as a failed ledger row, or marks
 * its failed original again (attempt_count + 1); a processed or ignored original is left alone. Returns the row id.
 */
export async function recordFailure(db: Knex, d: Omit<DeliveryInput, 'payload'>, error: string): Promise<string | undefined> {
  return withWriteTransaction(db, d.integration.org_id, null, async (trx) => {
    const rows = (
      await trx.raw(
        `
      INSERT INTO integration_events (org_id, integration_id, direction, kind, status, dedup_key, attempt_count, last_error, last_attempt_at, finished_at, duration_ms, summary)
      VALUES (?, ?, 'inbound', ?, 'failed', ?, 1, ?, clock_timestamp(), clock_timestamp(), ?, NULL)
      ON CONFLICT (org_id, integration_id, dedup_key) WHERE redelivery_of IS NULL
      DO UPDATE SET attempt_count = integration_events.attempt_count + 1, last_error = EXCLUDED.last_error, last_attempt_at = EXCLUDED.last_attempt_at,
        finished_at = EXCLUDED.finished_at, duration_ms = EXCLUDED.duration_ms
      WHERE integration_events.status = 'failed'
      RETURNING id`,
        [d.integration.org_id, d.integration.id, d.event, d.deliveryId, error.slice(0, 1000), Math.max(0, Date.now() - d.receivedAt)],
      )
    ).rows as { id: string }[];
    return rows[0]?.id;
  });
}
