/**
 * The audit_events table (migration 20261217100000_audit_events): append a row, page the org's rows newest first,
 * purge rows past their retention, and find the org of a dead key (a failed authentication the org can be told
 * of). Every read and write is scoped by org_id.
 */
import type { Knex } from 'knex';
import { paginate, type ListOrder, type Page } from './paging.js';

/** Newest first; ids break ties (index audit_events_list). */
const LIST: ListOrder = {
  name: 'audit-events',
  direction: 'desc',
  keys: [
    { expr: 'a.occurred_at', type: 'timestamptz' },
    { expr: 'a.id', type: 'uuid' },
  ],
};

export type CredentialKind = 'api_key' | 'oauth' | 'session' | 'system' | 'cli';
export type AuditOutcome = 'success' | 'failure' | 'denied';

/** An audit_events row as knex returns it. */
export interface AuditEventRow {
  org_id: string;
  id: string;
  occurred_at: Date | string;
  actor_user_id: string | null;
  credential_kind: CredentialKind;
  credential_id: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  target_ref: string | null;
  request_id: string | null;
  address: string | null;
  outcome: AuditOutcome;
  details: Record<string, unknown>;
}

export type NewAuditEvent = Omit<AuditEventRow, 'org_id' | 'id' | 'occurred_at'>;

/** Appends one row to org `orgId`'s log (in the caller's transaction when `db` is one). */
export async function insertAuditEvent(db: Knex, orgId: string, row: NewAuditEvent): Promise<void> {
  await db('audit_events').insert({ ...row, org_id: orgId, details: JSON.stringify(row.details) });
}

/** Filters of GET /audit-events: `action` exact, or `actionPrefix` (`api_key.` for `api_key.*`); times inclusive. */
export interface AuditFilter {
  action?: string;
  actionPrefix?: string;
  actorUserId?: string;
  credentialKind?: CredentialKind;
  outcome?: AuditOutcome;
  occurredAfter?: string;
  occurredBefore?: string;
}

/** A page of org `orgId`'s audit rows, newest first. */
export function listAuditEvents(db: Knex, orgId: string, f: AuditFilter, page: { cursor?: string; limit: number }): Promise<Page<AuditEventRow>> {
  const query = db('audit_events as a').select('a.*').where('a.org_id', orgId);
  if (f.action) query.andWhere('a.action', f.action);
  // A prefix match on the text column: `like` with the prefix escaped, which the left-anchored pattern keeps cheap.
  if (f.actionPrefix) query.andWhereRaw(`a.action LIKE ? ESCAPE '\\'`, [`${f.actionPrefix.replace(/[\\%_]/g, '\\$&')}%`]);
  if (f.actorUserId) query.andWhere('a.actor_user_id', f.actorUserId);
  if (f.credentialKind) query.andWhere('a.credential_kind', f.credentialKind);
  if (f.outcome) query.andWhere('a.outcome', f.outcome);
  if (f.occurredAfter) query.andWhere('a.occurred_at', '>=', f.occurredAfter);
  if (f.occurredBefore) query.andWhere('a.occurred_at', '<', f.occurredBefore);
  return paginate<AuditEventRow & Record<string, unknown>>(query, LIST, page);
}

/** How long audit rows are kept by default: one year. */
export const AUDIT_RETENTION_DAYS = 365;

/** SEXTANT_AUDIT_RETENTION_DAYS (whole days, at least 1), else AUDIT_RETENTION_DAYS. */
export function auditRetentionDays(env: NodeJS.ProcessEnv): number {
  const n = Number(env.SEXTANT_AUDIT_RETENTION_DAYS);
  return Number.isInteger(n) && n >= 1 ? n : AUDIT_RETENTION_DAYS;
}

/**
 * Deletes rows older than `days` days, every org's, in one transaction that tells the append-only trigger this is
 * the retention purge. Returns how many went.
 */
export async function purgeOldAuditEvents(db: Knex, days: number): Promise<number> {
  return db.transaction(async (trx): Promise<number> => {
    await trx.raw(`select set_config('sextant.audit_purge', 'on', true)`);
    return trx('audit_events')
      .where('occurred_at', '<', trx.raw('clock_timestamp() - make_interval(days => ?)', [days]))
      .delete();
  });
}
