/**
 * The `webhook_deliver` job (spec 2 §6.3, §6.4): one attempt of one delivery, payload
 * `{orgId, deliveryId, attempt}` where `attempt` is the attempt_count the ledger row must still have.
 *
 * 1. Claim, in a transaction: lock the row; do nothing unless it is pending or retrying with attempt_count = attempt
 *    (a compare-and-set: a job run twice finds a higher count and exits). One exception: a run that follows a run of
 *    the same job whose instance died (`rerun`, the job handed back after its lease) resumes the attempt that run
 *    had counted but never recorded (attempt_count = attempt + 1, no next_attempt_at): it is sent again under the
 *    same count and delivery id — it may have reached the receiver once already, which deduplicates by that id.
 *    Cancel it when its subscription is gone or inactive; leave it when its
 *    event is not fanned out yet (the fan-out queues it). Count the attempt (attempt_count + 1, last_attempt_at).
 * 2. POST outside any transaction (src/webhooks/http.ts: SSRF guard, TLS verified, 10 s, no redirects). The body is
 *    built deterministically from the events row (`eventBody`), so every attempt and every redelivery of an event
 *    sends the same bytes; only the signature's timestamp is fresh. Headers: Content-Type application/json,
 *    User-Agent Sextant-Webhooks/1, Sextant-Signature `t=<unix s>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`,
 *    Sextant-Event-Id, Sextant-Delivery-Id.
 * 3. Record, in a second transaction: 2xx → succeeded (the subscription's failing_since cleared). Anything else
 *    (3xx included), a timeout, a TLS or connection error, a refused address → the attempt failed: lastError,
 *    failing_since set if not yet; after 3 days of failing the subscription is deactivated (its other deliveries
 *    cancelled, its creator notified); else the next attempt is queued after RETRY_DELAYS_S (× jitter 0.8–1.2, ×
 *    the test-only retry scale) until MAX_ATTEMPTS, then failed.
 * The task always returns normally: graphile-worker's own retry never runs (jobs are queued with max_attempts 1).
 */
import type { Metrics } from '../platform/metrics.js';
import { traceCarrier } from '../platform/tracing.js';
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import stringify from 'safe-stable-stringify';
import { deliveryMachine, OPEN_DELIVERY, type DeliveryStatus } from '../core/machines/webhookDelivery.js';
import { cancelPendingDeliveries, enqueueDelivery } from './ledger.js';
import { SecretKeyError, type Keyring } from '../storage/keyring.js';
import { describeError, postJson } from './http.js';
import { snake } from './names.js';

/** Server options for delivery (startServer `webhooks`); the environment gives the defaults (`webhookOptions`). */
export interface WebhookOptions {
  /** A PEM CA trusted on top of Node's bundled roots (the in-process test server; spawned servers use NODE_EXTRA_CA_CERTS). */
  extraCa?: string;
  /** Deliver to loopback and private addresses too (SEXTANT_WEBHOOK_ALLOW_PRIVATE=1): tests and local development only. */
  allowPrivate?: boolean;
  /** Multiplies the retry delays (SEXTANT_WEBHOOK_RETRY_SCALE): tests only, e.g. 0.01. */
  retryScale?: number;
}

/** The options with the environment's defaults filled in. */
export function webhookOptions(
  opts: WebhookOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): Required<Pick<WebhookOptions, 'allowPrivate' | 'retryScale'>> & WebhookOptions {
  const scale = Number(env.SEXTANT_WEBHOOK_RETRY_SCALE);
  return {
    ...opts,
    allowPrivate: opts.allowPrivate ?? env.SEXTANT_WEBHOOK_ALLOW_PRIVATE === '1',
    retryScale: opts.retryScale ?? (env.SEXTANT_WEBHOOK_RETRY_SCALE && Number.isFinite(scale) && scale > 0 ? scale : 1),
  };
}

/** Delays before attempts 2..10, in seconds (after attempt n: RETRY_DELAYS_S[n-1]); about 24 h in all. */
export const RETRY_DELAYS_S = [30, 120, 600, 1800, 3600, 7200, 14_400, 28_800, 28_800] as const;
/** Attempts of one delivery before it is failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
/** A subscription whose attempts have all failed for this long is deactivated. */
export const DISABLE_AFTER = '3 days';

/** The delay after attempt `n` (1-based) in ms: the base delay × a random factor in [0.8, 1.2) × `scale`. */
export function retryDelayMs(n: number, scale = 1, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_S[Math.min(Math.max(n, 1), RETRY_DELAYS_S.length) - 1] * 1000;
  return Math.round(base * (0.8 + 0.4 * random()) * scale);
}

/** `Sextant-Signature` for `body` sent at unix second `t`: `t=<t>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, t: number, body: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export interface EventRow {
  org_id: string;
  id: string;
  type: string;
  entity_type: string | null;
  entity_id: string | null;
  subject: string | null;
  action: string | null;
  changes: unknown;
  actor_user_id: string | null;
  object: unknown;
  fanned_out_at: Date | null;
  created_at: Date;
  /** The child's key in API names, set by the fan-out (child events only). */
  subject_key?: unknown;
}

/**
 * The delivery body of an event (the Event schema): `{id, type, createdAt, orgId, actor {type, id}, data {object,
 * changes}}`, serialized with sorted keys, so the same row always gives the same bytes. `actorKind`: the acting
 * user's users.kind (app → actor type app), undefined when there is no actor (system).
 */
export function eventBody(evt: EventRow, actorKind?: string | null): string {
  const actor = evt.actor_user_id ? { type: actorKind === 'app' ? 'app' : 'user', id: evt.actor_user_id } : { type: 'system', id: null };
  return stringify({
    id: evt.id,
    type: evt.type,
    createdAt: new Date(evt.created_at).toISOString(),
    orgId: evt.org_id,
    actor,
    data: {
      object: evt.object ?? {},
      changes: Array.isArray(evt.changes) ? evt.changes : [],
      ...(evt.subject ? { subject: { type: snake(evt.subject), key: evt.subject_key ?? {} } } : {}),
    },
  }) as string;
}

interface DeliveryRow {
  org_id: string;
  id: string;
  status: string;
  attempt_count: number;
  next_attempt_at: Date | null;
  event_id: string | null;
  subscription_id: string | null;
}
interface SubscriptionRow {
  id: string;
  url: string;
  active: boolean;
  secret_ciphertext: string;
  created_by_user_id: string | null;
}

export interface DeliverDeps {
  db: Knex;
  logger: Logger;
  /** Decrypts the subscription's signing secret (src/storage/keyring.ts). */
  keyring: Keyring;
  options: WebhookOptions;
  /** Counts each attempt by outcome and times the receiver, when metrics are on. */
  metrics?: Metrics;
}

const now = (db: Knex) => db.raw('clock_timestamp()');

/**
 * Runs one attempt of `payload.deliveryId` (see the module comment). `rerun`: an earlier run of this job died (its
 * worker's lease expired), so the attempt it counted may be resumed. Never throws for a failed POST.
 */
export async function deliver(deps: DeliverDeps, payload: { orgId: string; deliveryId: string; attempt: number }, rerun = false): Promise<void> {
  const { db, logger } = deps;
  const opts = webhookOptions(deps.options);
  const { orgId, deliveryId } = payload;
  const attempt = Number(payload.attempt ?? 0);

  const claim = await db.transaction(async (trx) => {
    const row = (await trx('integration_events').where({ org_id: orgId, id: deliveryId, direction: 'outbound' }).forUpdate().first()) as
      | DeliveryRow
      | undefined;
    const resumed = rerun && row?.attempt_count === attempt + 1 && row.next_attempt_at === null;
    if (!row || !OPEN_DELIVERY.includes(row.status as DeliveryStatus) || (row.attempt_count !== attempt && !resumed)) return null;
    const sub = row.subscription_id
      ? ((await trx('webhook_subscriptions').where({ org_id: orgId, id: row.subscription_id }).forShare().first()) as SubscriptionRow | undefined)
      : undefined;
    if (!sub?.active) {
      await trx('integration_events')
        .where({ org_id: orgId, id: deliveryId })
        .whereIn('status', deliveryMachine.sources('cancelled'))
        .update({
          status: 'cancelled',
          last_error: sub ? 'subscription is inactive' : 'subscription was deleted',
          next_attempt_at: null,
          finished_at: now(trx),
        });
      return null;
    }
    const evt = (await trx('events').where({ org_id: orgId, id: row.event_id }).first()) as EventRow | undefined;
    if (!evt) {
      await trx('integration_events')
        .where({ org_id: orgId, id: deliveryId })
        .whereIn('status', deliveryMachine.sources('failed'))
        .update({ status: 'failed', last_error: 'event not found', next_attempt_at: null, finished_at: now(trx) });
      return null;
    }
    if (!evt.fanned_out_at) return null; // the fan-out queues this delivery once the object is frozen
    const actor = evt.actor_user_id ? await trx('users').select('kind').where({ org_id: orgId, id: evt.actor_user_id }).first() : undefined;
    await trx('integration_events')
      .where({ org_id: orgId, id: deliveryId })
      .update({ attempt_count: attempt + 1, last_attempt_at: now(trx), next_attempt_at: null });
    return { sub, evt, body: eventBody(evt, actor?.kind) };
  });
  if (!claim) return;

  const count = attempt + 1;
  let outcome: { ok: boolean; status: number | null; error: string | null };
  const started = Date.now();
  try {
    let secret: string;
    try {
      secret = await deps.keyring.decrypt(claim.sub.secret_ciphertext, claim.sub.id);
    } catch (err) {
      // A retired or unknown data key says so; anything else is a server key that does not match the one that encrypted.
      if (err instanceof SecretKeyError) throw err;
      throw new Error('cannot decrypt the signing secret: every instance needs the same secret key (SEXTANT_SECRET_KEY)');
    }
    const t = Math.floor(Date.now() / 1000);
    const res = await postJson(
      claim.sub.url,
      claim.body,
      {
        'content-type': 'application/json',
        'user-agent': 'Sextant-Webhooks/1',
        'sextant-signature': signatureHeader(secret, t, claim.body),
        'sextant-event-id': claim.evt.id,
        'sextant-delivery-id': deliveryId,
        ...traceCarrier(), // traceparent: the receiver's work joins this delivery's trace
      },
      { allowPrivate: opts.allowPrivate, extraCa: opts.extraCa },
    );
    const ok = res.status >= 200 && res.status < 300;
    outcome = { ok, status: res.status, error: ok ? null : `HTTP ${res.status}${res.body ? `: ${res.body.slice(0, 200)}` : ''}` };
  } catch (err) {
    outcome = { ok: false, status: null, error: describeError(err) };
  }
  const durationMs = Date.now() - started;
  if (deps.metrics) {
    const labels = { outcome: outcome.ok ? 'succeeded' : 'failed' };
    deps.metrics.webhookDeliveries.inc(labels);
    deps.metrics.webhookDeliveryDuration.observe(labels, durationMs / 1000);
  }

  await db.transaction(async (trx) => {
    const row = (await trx('integration_events').where({ org_id: orgId, id: deliveryId }).forUpdate().first()) as DeliveryRow | undefined;
    // Cancelled meanwhile (subscription deleted or deactivated): the attempt happened but decides nothing.
    const live = row && OPEN_DELIVERY.includes(row.status as DeliveryStatus) && row.attempt_count === count;
    const where = { org_id: orgId, id: deliveryId };
    if (!live) {
      if (row) await trx('integration_events').where(where).update({ last_status_code: outcome.status, duration_ms: durationMs });
      return;
    }
    if (outcome.ok) {
      // lastError describes the delivery as it is now: a success clears an earlier attempt's error.
      await trx('integration_events')
        .where(where)
        .whereIn('status', deliveryMachine.sources('succeeded'))
        .update({
          status: 'succeeded',
          last_error: null,
          last_status_code: outcome.status,
          duration_ms: durationMs,
          finished_at: now(trx),
          next_attempt_at: null,
        });
      await trx('webhook_subscriptions').where({ org_id: orgId, id: claim.sub.id }).whereNotNull('failing_since').update({ failing_since: null });
      return;
    }
    const failed = { last_error: outcome.error, last_status_code: outcome.status, duration_ms: durationMs };
    const {
      rows: [sub],
    } = (await trx.raw(
      `UPDATE webhook_subscriptions SET failing_since = coalesce(failing_since, clock_timestamp()) WHERE org_id = ? AND id = ?
       RETURNING active, created_by_user_id, url, failing_since < clock_timestamp() - interval '${DISABLE_AFTER}' AS expired`,
      [orgId, claim.sub.id],
    )) as { rows: { active: boolean; created_by_user_id: string | null; url: string; expired: boolean }[] };
    if (sub?.expired && sub.active) {
      await trx('integration_events')
        .where(where)
        .whereIn('status', deliveryMachine.sources('failed'))
        .update({ ...failed, status: 'failed', finished_at: now(trx), next_attempt_at: null });
      await deactivate(trx, orgId, claim.sub.id, sub, outcome.error ?? 'failed');
      logger.warn({ orgId, subscriptionId: claim.sub.id, error: outcome.error }, 'webhook subscription deactivated after failing for 3 days');
    } else if (count < MAX_ATTEMPTS) {
      const runAt = new Date(Date.now() + retryDelayMs(count, opts.retryScale));
      await trx('integration_events')
        .where(where)
        .whereIn('status', deliveryMachine.sources('retrying'))
        .update({ ...failed, status: 'retrying', next_attempt_at: runAt });
      await enqueueDelivery(trx, { orgId, deliveryId, attempt: count, runAt });
    } else {
      await trx('integration_events')
        .where(where)
        .whereIn('status', deliveryMachine.sources('failed'))
        .update({ ...failed, status: 'failed', finished_at: now(trx), next_attempt_at: null });
    }
  });
  logger.debug({ orgId, deliveryId, attempt: count, ok: outcome.ok, status: outcome.status, error: outcome.error, durationMs }, 'webhook attempt');
}

/**
 * Deactivates a subscription that kept failing: active false with the reason, its pending and retrying
 * deliveries cancelled, and a `webhook_disabled` notification for its creator (when they still exist).
 */
async function deactivate(
  trx: Knex,
  orgId: string,
  subscriptionId: string,
  sub: { created_by_user_id: string | null; url: string },
  lastError: string,
): Promise<void> {
  const reason = `failing for 3 days: ${lastError}`.slice(0, 500);
  await trx('webhook_subscriptions')
    .where({ org_id: orgId, id: subscriptionId })
    .update({ active: false, disabled_reason: reason, updated_at: now(trx) });
  await cancelPendingDeliveries(trx, orgId, subscriptionId, 'subscription deactivated: failing for 3 days');
  if (!sub.created_by_user_id) return;
  const exists = await trx('users').select('id').where({ org_id: orgId, id: sub.created_by_user_id }).first();
  if (!exists) return;
  await trx('notifications').insert({
    org_id: orgId,
    user_id: sub.created_by_user_id,
    type: 'webhook_disabled',
    title: `Webhook to ${sub.url} was deactivated`,
    body: `Every delivery to ${sub.url} has failed for 3 days (last error: ${lastError.slice(0, 200)}). Fix the endpoint, then reactivate it with PATCH /api/v1/webhook-subscriptions/${subscriptionId} {"active": true}.`,
    link_url: `/api/v1/webhook-subscriptions/${subscriptionId}`,
    entity_type: null,
    entity_id: null,
    actor_user_id: null,
  });
}
