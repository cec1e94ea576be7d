/**
 * The observed_evidence, evidence_reconciliations and observed_evidence_keys query modules against Postgres: dedup on
 * (user, source, externalId), the export window and paging, deletion outside confirmed weeks, scoping by org and user.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findReconciliation, insertReconciliation, listReconciledWeeks } from './evidenceReconciliations.js';
import { deleteUnreconciledEvidence, findObservedEvidenceIds, insertObservedEvidence, listObservedEvidence, toObservedEvidence } from './observedEvidence.js';
import { findEvidenceKey, insertEvidenceKey } from './observedEvidenceKeys.js';

const t = useTestDb();
const row = (userId: string, externalId: string, occurredAt: string) => ({
  user_id: userId,
  source: 'calendar',
  external_id: externalId,
  kind: 'meeting',
  occurred_at: occurredAt,
  duration_minutes: 30,
  subject_type: null,
  subject_id: null,
  note: null,
});

describe('observed evidence query modules', () => {
  it('dedups, exports a window oldest first across pages, deletes outside confirmed weeks; another user or org sees none', async () => {
    const a = await t.newOrg('Evidence A');
    const b = await t.newOrg('Evidence B');
    const other = await t.newUser(a.orgId, 'engineer');
    const o = a.orgId;
    const u = a.userId;
    // Mon 2026-03-02 week, Mon 2026-03-09 week
    const first = await insertObservedEvidence(t.db, o, [
      row(u, 'e1', '2026-03-03T10:00:00Z'),
      row(u, 'e2', '2026-03-02T09:00:00Z'),
      row(u, 'e3', '2026-03-10T09:00:00Z'),
    ]);
    expect(first).toHaveLength(3);
    expect(await insertObservedEvidence(t.db, o, [row(u, 'e1', '2026-03-03T10:00:00Z')])).toEqual([]);
    await insertObservedEvidence(t.db, o, [row(other.userId, 'e1', '2026-03-03T10:00:00Z')]);
    expect((await findObservedEvidenceIds(t.db, o, u, [['calendar', 'e1']])).map((r) => r.id)).toEqual([first.find((r) => r.external_id === 'e1')!.id]);
    const page1 = await listObservedEvidence(t.db, o, u, {}, { limit: 2 });
    const page2 = await listObservedEvidence(t.db, o, u, {}, { cursor: page1.nextCursor!, limit: 2 });
    expect([...page1.rows, ...page2.rows].map((r) => r.external_id)).toEqual(['e2', 'e1', 'e3']);
    expect(toObservedEvidence(page1.rows[0])).toMatchObject({
      externalId: 'e2',
      weekStart: '2026-03-02',
      kind: 'meeting',
      subjectRef: null,
      durationMinutes: 30,
    });
    expect((await listObservedEvidence(t.db, o, u, { from: '2026-03-03', to: '2026-03-09' }, { limit: 10 })).rows.map((r) => r.external_id)).toEqual(['e1']);
    expect((await listObservedEvidence(t.db, b.orgId, u, {}, { limit: 10 })).rows).toEqual([]);

    expect(await insertReconciliation(t.db, o, u, '2026-03-02')).toBe(true);
    expect(await insertReconciliation(t.db, o, u, '2026-03-02')).toBe(false);
    expect(await findReconciliation(t.db, b.orgId, u, '2026-03-02')).toBeUndefined();
    expect(await listReconciledWeeks(t.db, o, u, '2026-03-09')).toEqual([]);
    expect(await listReconciledWeeks(t.db, o, u)).toEqual(['2026-03-02']);
    expect(await deleteUnreconciledEvidence(t.db, b.orgId, u)).toBe(0);
    expect(await deleteUnreconciledEvidence(t.db, o, u)).toBe(1); // e3; the confirmed week's e1 and e2 stay
    expect((await listObservedEvidence(t.db, o, other.userId, {}, { limit: 10 })).rows).toHaveLength(1);
  });

  it('one hashing key per org: the first insert wins', async () => {
    const a = await t.newOrg('Evidence keys');
    const id = '6d1f7f9e-0000-4000-8000-000000000001';
    expect(await findEvidenceKey(t.db, a.orgId)).toBeUndefined();
    await insertEvidenceKey(t.db, a.orgId, id, 'cipher-1');
    await insertEvidenceKey(t.db, a.orgId, '6d1f7f9e-0000-4000-8000-000000000002', 'cipher-2');
    expect(await findEvidenceKey(t.db, a.orgId)).toEqual({ id, secret_ciphertext: 'cipher-1' });
  });
});
