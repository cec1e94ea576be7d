/**
 * The audit log (spec 2 §5: who may do what, and the record of who did): security events of an org, appended in
 * the transaction of the action they record, so an action that rolls back leaves no row and one that commits always
 * has its row. Read by admins through GET /api/v1/audit-events (audit:read).
 *
 * `recordAudit(db, entry)` is what every area calls (keys, users, OAuth apps, webhooks, integrations, exports and
 * imports, admission): `db` is the scoped instance or the open transaction. The request id and address come from
 * the current request (src/core/requestContext.ts). Details never carry a secret: a string that looks like a key,
 * token or signing secret is replaced before the row is written, as a second guard behind the callers, which pass
 * ids and names only.
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { QueryParams } from '../core/api.js';
import { requestContext } from '../core/requestContext.js';
import type { Page } from '../repositories/paging.js';
import { insertAuditEvent, listAuditEvents, type AuditEventRow, type AuditOutcome, type CredentialKind } from '../repositories/audit.js';
import { findKeyByHash } from '../repositories/apiKeys.js';
import { iso } from './common.js';

export type AuditEvent = components['schemas']['AuditEvent'];

/** Who acted: a request's actor, or an actor without a credential of the API (the admin CLI, the server itself, the consent page). */
export type AuditActor = Actor | { kind: Exclude<CredentialKind, 'api_key' | 'oauth'>; userId?: string | null; credentialId?: string | null };

/** The admin CLI, run by an operator on the server. */
export const CLI_ACTOR: AuditActor = { kind: 'cli' };
/** The server itself (a detected refresh-token reuse, a failed authentication, a lockout). */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system' };

export interface AuditEntry {
  orgId: string;
  actor: AuditActor;
  /** resource.verb, lower case: `api_key.created`. */
  action: string;
  target?: { kind: string; id: string; ref?: string | null };
  outcome?: AuditOutcome;
  details?: Record<string, unknown>;
}

/**
 * Prefixes of every key, token and secret the product issues: API keys, OAuth access and refresh tokens, OAuth
 * client secrets, webhook and integration signing secrets. A details value starting with one is never stored.
 */
export const SECRET_PREFIXES = ['sextant_live_', 'sextant_oat_', 'sextant_ort_', 'sextant_app_', 'whsec_', 'ghsec_'] as const;
const SECRET_KEY = /secret|token|password|api_?key$|^key$/i;

/** `details` with secret-looking strings and the strings of secret-named fields replaced by "[redacted]" (recursively). */
export function scrubDetails(value: unknown, name = ''): unknown {
  if (typeof value === 'string') return SECRET_KEY.test(name) || SECRET_PREFIXES.some((p) => value.includes(p)) ? '[redacted]' : value;
  if (Array.isArray(value)) return value.map((v) => scrubDetails(v));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubDetails(v, k)]));
  return value;
}

const isRequestActor = (a: AuditActor): a is Actor => 'credential' in a;

/** Appends `entry` to its org's log through `db` (the caller's transaction, so the row commits or rolls back with the action). */
export async function recordAudit(db: Knex, entry: AuditEntry): Promise<void> {
  const req = requestContext();
  const a = entry.actor;
  await insertAuditEvent(db, entry.orgId, {
    actor_user_id: isRequestActor(a) ? a.userId : (a.userId ?? null),
    credential_kind: isRequestActor(a) ? a.credential.type : a.kind,
    credential_id: isRequestActor(a) ? a.credential.id : (a.credentialId ?? null),
    action: entry.action,
    target_kind: entry.target?.kind ?? null,
    target_id: entry.target?.id ?? null,
    target_ref: entry.target?.ref ?? null,
    request_id: req?.requestId ?? null,
    address: req?.address ?? null,
    outcome: entry.outcome ?? 'success',
    details: scrubDetails(entry.details ?? {}) as Record<string, unknown>,
  });
}

/** An audit_events row → its API form (spec 2 §5). */
export const toAuditEvent = (r: AuditEventRow): AuditEvent => ({
  id: r.id,
  occurredAt: iso(r.occurred_at)!,
  action: r.action,
  outcome: r.outcome,
  actor: { userId: r.actor_user_id, credentialKind: r.credential_kind, credentialId: r.credential_id },
  target: r.target_kind && r.target_id ? { kind: r.target_kind, id: r.target_id, ref: r.target_ref } : null,
  requestId: r.request_id,
  address: r.address,
  details: r.details ?? {},
});

/** A failed authentication is recorded at most once per credential in this window (ms). */
export const FAILED_AUTH_WINDOW_MS = 60_000;
/** At most this many credentials' samples are remembered; past it the memory starts over (a bound, not a policy). */
const MAX_SAMPLED = 10_000;

export class AuditService {
  /** Per credential hash: when its last failed authentication was recorded, and the failures since, not recorded yet. */
  private readonly failures = new Map<string, { since: number; unrecorded: number }>();

  constructor(private readonly db: Knex) {}

  /**
   * A request whose credential (by its SHA-256 `hash`) authenticated as no one. Recorded as `auth.failed`
   * (outcome failure, actor system, target the key) only when the credential is an API key of a known org that can
   * no longer be used (revoked, or its user deactivated): an unknown key belongs to no org whose log could hold it.
   * Sampled so a flood cannot fill the log: at most one row per credential per minute per server instance, whose
   * `details.count` is the failures it stands for (this one and those not recorded since the previous row).
   */
  async failedAuthentication(kind: 'api_key' | 'oauth', hash: string, now = Date.now()): Promise<void> {
    const seen = this.failures.get(hash);
    if (seen && now - seen.since < FAILED_AUTH_WINDOW_MS) {
      seen.unrecorded += 1;
      return;
    }
    if (!seen && this.failures.size >= MAX_SAMPLED) this.failures.clear();
    this.failures.set(hash, { since: now, unrecorded: 0 });
    if (kind !== 'api_key') return;
    const key = await findKeyByHash(this.db, hash);
    if (!key) return;
    await recordAudit(this.db, {
      orgId: key.org_id,
      actor: { kind: 'system', userId: key.user_id, credentialId: key.id },
      action: 'auth.failed',
      target: { kind: 'api_key', id: key.id },
      outcome: 'failure',
      details: { reason: 'revoked or deactivated key', count: 1 + (seen?.unrecorded ?? 0) },
    });
  }

  /**
   * A credential refused for its rate (spec 2 §8), the first refusal of its window: admission remembers a refused
   * key until its Retry-After, so the requests refused after it never reach here. Recorded as `rate_limit.locked_out`
   * (outcome denied) with the limit and the wait.
   */
  async lockout(actor: Actor, limit: number, retryAfter: number): Promise<void> {
    await recordAudit(this.db, {
      orgId: actor.orgId,
      actor,
      action: 'rate_limit.locked_out',
      target: { kind: actor.credential.type, id: actor.credential.id },
      outcome: 'denied',
      details: { limit, retryAfterSeconds: retryAfter },
    });
  }

  /** See recordAudit: through the scoped instance, so inside the request's write transaction. */
  record(entry: AuditEntry): Promise<void> {
    return recordAudit(this.db, entry);
  }

  /**
   * GET /audit-events: the caller's org's events newest first, paged (spec 2 §4.2). `action` is exact, or a prefix
   * when it ends in `.*`; occurredAfter is inclusive, occurredBefore exclusive. Errors: 400 for a foreign cursor.
   */
  async list(actor: Actor, q: QueryParams<'listAuditEvents'> & { limit: number }): Promise<Page<AuditEvent>> {
    const prefix = q.action?.endsWith('.*') ? q.action.slice(0, -1) : undefined;
    const page = await listAuditEvents(
      this.db,
      actor.orgId,
      {
        action: prefix ? undefined : q.action,
        actionPrefix: prefix,
        actorUserId: q.actorId,
        credentialKind: q.credentialKind,
        outcome: q.outcome,
        occurredAfter: q.occurredAfter,
        occurredBefore: q.occurredBefore,
      },
      { cursor: q.cursor, limit: q.limit },
    );
    return { rows: page.rows.map(toAuditEvent), nextCursor: page.nextCursor };
  }
}
