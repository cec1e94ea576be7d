/**
 * Observed evidence (spec 2 §4.19): evidence that work happened (commits, reviews, meetings, calendar
 * blocks), recorded by its subject for reconciling time. Tables of migration 20261212000000_observed_evidence.
 *
 * Every operation is self-scoped under task:read (the pipeline's check): evidence is ingested, reconciled and
 * deleted only by its subject. Export reads one's own; another user's needs allocation:read (em, executive, admin).
 *
 * - Ingest: up to 500 items, deduplicated on (source, externalId) per subject (unique index): an item recorded
 *   before, or repeated in the request, is a `duplicate` with the existing id. A subjectRef is a task (UUID or
 *   <PREFIX>-<n>) or an opportunity (UUID or OPP-<n>; OPP-<n> is read as an opportunity first); refs naming nothing
 *   are one 404 listing every offending `body.items.N.subjectRef`, and nothing is written (one transaction).
 * - Weeks run Monday to Sunday in UTC; an item's week is that of its occurredAt. A reconciliation confirms one week.
 * - Delete-self deletes the caller's evidence of the window except in confirmed weeks, which it reports as keptWeeks
 *   (every confirmed week the window touches); a bounded window whose every week is confirmed is 409
 *   INVALID_STATE_TRANSITION with data.keptWeeks.
 * - Hash: HMAC-SHA256 (hex) under the org's key, created on first use (32 random bytes), stored encrypted with the
 *   server's secret key (src/storage/secrets.ts, AAD the key row's id). Identifiers are trimmed, and those
 *   containing '@' (emails) lower-cased, before hashing.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import type { Actor } from '../core/actor.js';
import type { QueryParams, RequestBody } from '../core/api.js';
import { ApiError, invalidField, requireCapability } from '../core/errors.js';
import { findReconciliation, insertReconciliation, listReconciledWeeks } from '../repositories/evidenceReconciliations.js';
import {
  deleteUnreconciledEvidence,
  findObservedEvidenceIds,
  insertObservedEvidence,
  listObservedEvidence,
  toObservedEvidence,
} from '../repositories/observedEvidence.js';
import { findEvidenceKey, insertEvidenceKey } from '../repositories/observedEvidenceKeys.js';
import type { Page } from '../repositories/paging.js';
import { findIdByRef, findTaskIdByRef, isUuid } from '../repositories/refs.js';
import type { Keyring } from '../storage/keyring.js';
import { assertUser, iso } from './common.js';

export type ObservedEvidence = components['schemas']['ObservedEvidence'];
export type IngestResult = components['schemas']['ObservedEvidenceIngestResult'];
export type IdentifierHashes = components['schemas']['ObservedIdentifierHashes'];
export type EvidenceReconciliation = components['schemas']['EvidenceReconciliation'];
export type EvidenceDeletion = components['schemas']['ObservedEvidenceDeletion'];
type Kind = components['schemas']['ObservedEvidenceKind'];

export interface IngestItem {
  externalId: string;
  source: string;
  kind: Kind;
  occurredAt: string;
  durationMinutes?: number;
  subjectRef?: string;
  note?: string;
}

const DAY = 86_400_000;
/** `YYYY-MM-DD` of a UTC date. */
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Milliseconds of a `YYYY-MM-DD` at 00:00 UTC. */
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** The Monday (UTC) of the week `date` is in. */
export const mondayOf = (date: string) => {
  const ms = msOf(date);
  return ymd(ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY);
};
/** Identifier normalisation before hashing: trimmed; lower-cased when it contains '@' (an email). */
export const normaliseIdentifier = (s: string) => {
  const t = s.trim();
  return t.includes('@') ? t.toLowerCase() : t;
};

/** 400 naming `field` when from is after to. */
function assertOrder(from: string | undefined, to: string | undefined, field: string) {
  if (from && to && from > to) {
    throw invalidField(field, `(${from}) is after to (${to})`, `Send from on or before to, e.g. from ${to} and to ${from}.`);
  }
}

export class ObservedEvidenceService {
  /** `keyring`: the keyring (src/storage/keyring.ts) that encrypts each org's hashing key at rest. */
  constructor(
    private readonly db: Knex,
    private readonly keyring: Keyring,
  ) {}

  /**
   * The task or opportunity each distinct subjectRef names: OPP-<n> → opportunity (else a task of a team OPP); a UUID
   * → task, else opportunity; any other ref → task. Throws one 404 NOT_FOUND naming every `body.items.N.subjectRef`
   * that names nothing in the caller's org.
   */
  private async resolveSubjects(actor: Actor, items: readonly IngestItem[]): Promise<Map<string, { type: 'task' | 'opportunity'; id: string }>> {
    const found = new Map<string, { type: 'task' | 'opportunity'; id: string } | null>();
    for (const ref of new Set(items.map((i) => i.subjectRef).filter((r): r is string => r !== undefined))) {
      const opp = /^OPP-\d+$/.test(ref) || isUuid(ref) ? await findIdByRef(this.db, 'opportunities', actor.orgId, ref) : undefined;
      const task = opp && !isUuid(ref) ? undefined : await findTaskIdByRef(this.db, actor.orgId, ref);
      found.set(ref, task ? { type: 'task', id: task } : opp ? { type: 'opportunity', id: opp } : null);
    }
    const missing = items.flatMap((it, n) => (it.subjectRef !== undefined && !found.get(it.subjectRef) ? [{ n, ref: it.subjectRef }] : []));
    if (missing.length) {
      const err = new ApiError(
        'NOT_FOUND',
        `${missing.length === 1 ? `subjectRef ${missing[0].ref} names` : `${missing.length} subjectRefs name`} no task or opportunity of this org`,
        {
          details: missing.map((m) => ({ field: `body.items.${m.n}.subjectRef`, message: `${m.ref} names no task or opportunity of this org` })),
          suggestion:
            'Use a task id or ref (ENG-12, TASK-3) from GET /api/v1/tasks or an opportunity id or ref (OPP-3) from GET /api/v1/opportunities, or leave subjectRef out. Nothing was recorded.',
        },
      );
      err.subject = missing[0].ref;
      throw err;
    }
    return found as Map<string, { type: 'task' | 'opportunity'; id: string }>;
  }

  /**
   * POST /observed-evidence/ingest — records `items` as the caller's evidence: {ingested, duplicates, items: [{externalId,
   * source, id, status: created | duplicate}]} in the order sent. Dedup on (source, externalId): recorded before or
   * earlier in the request → duplicate with the existing id. 404 naming body.items.N.subjectRef (all offending
   * items) when a subjectRef names nothing; nothing is written then.
   */
  async ingest(actor: Actor, items: readonly IngestItem[]): Promise<IngestResult> {
    const subjects = await this.resolveSubjects(actor, items);
    const keyOf = (source: string, externalId: string) => JSON.stringify([source, externalId]);
    const firsts = new Map<string, IngestItem>();
    for (const it of items) if (!firsts.has(keyOf(it.source, it.externalId))) firsts.set(keyOf(it.source, it.externalId), it);
    const rows = [...firsts.values()].map((it) => {
      const subject = it.subjectRef !== undefined ? subjects.get(it.subjectRef)! : undefined;
      return {
        user_id: actor.userId,
        source: it.source,
        external_id: it.externalId,
        kind: it.kind,
        occurred_at: it.occurredAt,
        duration_minutes: it.durationMinutes ?? null,
        subject_type: subject?.type ?? null,
        subject_id: subject?.id ?? null,
        note: it.note ?? null,
      };
    });
    const inserted = await insertObservedEvidence(this.db, actor.orgId, rows);
    const created = new Map(inserted.map((r) => [keyOf(r.source, r.external_id), r.id]));
    const ids = new Map(created);
    const existingKeys = [...firsts.values()].filter((it) => !created.has(keyOf(it.source, it.externalId))).map((it) => [it.source, it.externalId]);
    if (existingKeys.length) {
      const existing = await findObservedEvidenceIds(this.db, actor.orgId, actor.userId, existingKeys);
      for (const r of existing) ids.set(keyOf(r.source, r.external_id), r.id);
    }
    const seen = new Set<string>();
    const out = items.map((it) => {
      const k = keyOf(it.source, it.externalId);
      const status = created.has(k) && !seen.has(k) ? ('created' as const) : ('duplicate' as const);
      seen.add(k);
      return { externalId: it.externalId, source: it.source, id: ids.get(k)!, status };
    });
    const ingested = out.filter((o) => o.status === 'created').length;
    return { ingested, duplicates: out.length - ingested, items: out };
  }

  /** The org's hashing key and its id, created (32 random bytes, stored encrypted) on the org's first call. */
  private async orgKey(orgId: string): Promise<{ id: string; key: Buffer }> {
    let row = await findEvidenceKey(this.db, orgId);
    if (!row) {
      const id = randomUUID();
      await insertEvidenceKey(this.db, orgId, id, this.keyring.encrypt(randomBytes(32).toString('base64'), id));
      row = (await findEvidenceKey(this.db, orgId))!;
    }
    return { id: row.id, key: Buffer.from(await this.keyring.decrypt(row.secret_ciphertext, row.id), 'base64') };
  }

  /**
   * POST /observed-evidence/hash — {algorithm: HMAC-SHA256, keyId, hashes}: each identifier normalised
   * (normaliseIdentifier) and hashed under the org's key, lower-case hex, in the order sent.
   */
  async hash(actor: Actor, identifiers: readonly string[]): Promise<IdentifierHashes> {
    const { id, key } = await this.orgKey(actor.orgId);
    return {
      algorithm: 'HMAC-SHA256',
      keyId: id,
      hashes: identifiers.map((s) => createHmac('sha256', key).update(normaliseIdentifier(s), 'utf8').digest('hex')),
    };
  }

  /**
   * GET /observed-evidence/export — the evidence of `subjectUserId` (default the caller; a UUID: the pipeline turned
   * `me` into one), oldest first, within from..to (UTC days, both included), paged. Another user's: 404 naming
   * query.subjectUserId when not of the org, then 403 FORBIDDEN without allocation:read. 400 when from is after to.
   */
  async export(actor: Actor, q: QueryParams<'exportObservedEvidence'> & { limit: number }): Promise<Page<ObservedEvidence>> {
    assertOrder(q.from, q.to, 'query.from');
    const userId = q.subjectUserId?.toLowerCase() ?? actor.userId;
    if (userId !== actor.userId) {
      await assertUser(this.db, actor.orgId, userId, 'query.subjectUserId');
      requireCapability(actor.capabilities, 'allocation:read', "Reading another user's observed evidence");
    }
    const page = await listObservedEvidence(this.db, actor.orgId, userId, { from: q.from, to: q.to }, q);
    return { rows: page.rows.map(toObservedEvidence), nextCursor: page.nextCursor };
  }

  /**
   * POST /observed-evidence/reconciliations — confirms the caller's week starting `weekStart` (a Monday, else 400
   * VALIDATION_FAILED naming body.weekStart with the Monday before as the suggestion). `created` is false when the
   * week was confirmed before (the original confirmation is returned).
   */
  async reconcile(actor: Actor, weekStart: string): Promise<{ reconciliation: EvidenceReconciliation; created: boolean }> {
    const monday = mondayOf(weekStart);
    if (monday !== weekStart) {
      const day = new Date(msOf(weekStart)).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
      throw invalidField(
        'body.weekStart',
        `(${weekStart}) is a ${day}, not a Monday`,
        `Send the Monday that starts the week: ${monday} for the week holding ${weekStart}.`,
      );
    }
    const created = await insertReconciliation(this.db, actor.orgId, actor.userId, weekStart);
    const row = (await findReconciliation(this.db, actor.orgId, actor.userId, weekStart))!;
    return {
      reconciliation: { userId: actor.userId, weekStart, weekEnd: ymd(msOf(weekStart) + 6 * DAY), confirmedAt: iso(row.confirmed_at)! },
      created,
    };
  }

  /**
   * POST /observed-evidence/delete-self — deletes the caller's evidence from `from` to `to` (UTC days, both included;
   * an absent end is open) except in confirmed weeks: {deleted, keptWeeks} (the Mondays of the confirmed weeks the
   * window touches, oldest first). 400 when from is after to; 409 INVALID_STATE_TRANSITION with data {keptWeeks,
   * from, to} when the window has both ends and every week of it is confirmed.
   */
  async deleteOwn(actor: Actor, window: RequestBody<'deleteOwnObservedEvidence'>): Promise<EvidenceDeletion> {
    const { from, to } = window;
    assertOrder(from, to, 'body.from');
    const keptWeeks = await listReconciledWeeks(this.db, actor.orgId, actor.userId, from && mondayOf(from), to && mondayOf(to));
    if (from && to && keptWeeks.length === (msOf(mondayOf(to)) - msOf(mondayOf(from))) / (7 * DAY) + 1) {
      throw new ApiError('INVALID_STATE_TRANSITION', `Every week from ${from} to ${to} is confirmed as reconciled; its evidence is kept`, {
        data: { from, to, keptWeeks },
        suggestion:
          'Evidence of a confirmed week is kept. Choose a window that includes weeks you have not confirmed (export your evidence with GET /api/v1/observed-evidence/export to see its weeks).',
      });
    }
    const deleted = await deleteUnreconciledEvidence(this.db, actor.orgId, actor.userId, from, to);
    return { deleted, keptWeeks };
  }
}
