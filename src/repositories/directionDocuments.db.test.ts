/**
 * The direction documents query module against Postgres: the union over visions, strategies and direction_documents
 * (by kind then number, paged), every combination of its list filters checked against an in-memory filter of the
 * fixture, refs by kind and number, drafts, versions and the change feed; org scoping; the mappers' shapes.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import {
  type DocStatus,
  type Kind,
  contentHash,
  deleteDirectionDocument,
  deleteDirectionDraft,
  directionDocumentRowExists,
  findCompanyVisionDocument,
  findDirectionDocument,
  findDirectionDocumentByNumber,
  findDirectionDocumentVersion,
  findDirectionDraft,
  insertDirectionDocument,
  insertDirectionDocumentVersion,
  listDirectionDocumentChanges,
  listDirectionDocumentVersions,
  listDirectionDocuments,
  lockDirectionDocument,
  toDirectionDocument,
  toDirectionDocumentChange,
  toDirectionDocumentDraft,
  toDirectionDocumentSummary,
  toDirectionDocumentVersion,
  updateDirectionDocument,
  updateDirectionDocumentVersionNote,
  upsertDirectionDraft,
} from './directionDocuments.js';
import type { Page } from './paging.js';

const t = useTestDb();

async function all<R>(read: (page: { cursor?: string; limit: number }) => Promise<Page<R>>): Promise<R[]> {
  const out: R[] = [];
  let cursor: string | undefined;
  do {
    const page = await read({ cursor, limit: 2 });
    out.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}

describe('direction documents', () => {
  it('lists the union with every filter combination, finds by id and ref, reads drafts and versions; scoped by org', { timeout: 20_000 }, async () => {
    const a = await t.newOrg('Direction A');
    const b = await t.newOrg('Direction B');
    const org = a.orgId;
    const db = t.db;
    const [vision] = await db('visions')
      .insert({ org_id: org, number: 1, name: 'V', kind: 'company', narrative: 'north', version: 1, owner_id: a.userId })
      .returning('id');
    await db('vision_versions').insert({ org_id: org, vision_id: vision.id, version: 1, name: 'V', narrative: 'north', created_by: a.userId });
    const [strategy] = await db('strategies')
      .insert({ org_id: org, number: 1, name: 'S', content: 'plan', status: 'active', owner_id: a.userId })
      .returning('id');
    await db('strategy_versions').insert({ org_id: org, strategy_id: strategy.id, version: 1, name: 'S', content: 'plan', created_by: a.userId });
    const ids = await db.transaction(async (trx) => {
      const spec1 = await insertDirectionDocument(trx, org, {
        kind: 'product_spec',
        scope: null,
        number: 1,
        ownerId: a.userId,
        title: 'Spec one',
        body: 'b1',
        version: 1,
        status: 'active',
      });
      await insertDirectionDocumentVersion(trx, org, { documentId: spec1, version: 1, title: 'Spec one', body: 'b1', createdBy: a.userId });
      const spec2 = await insertDirectionDocument(trx, org, {
        kind: 'product_spec',
        scope: null,
        number: 2,
        ownerId: a.userId,
        title: 'Spec two',
        body: '',
        version: 0,
        status: 'draft',
      });
      await upsertDirectionDraft(trx, org, { documentId: spec2, kind: 'product_spec', title: 'Spec two', body: 'first', updatedBy: a.userId });
      await upsertDirectionDraft(trx, org, { documentId: spec2, kind: 'product_spec', title: 'Spec 2', body: 'second', updatedBy: a.userId });
      const ctx = await insertDirectionDocument(trx, org, {
        kind: 'context',
        scope: null,
        number: 1,
        ownerId: null,
        title: 'Ctx',
        body: 'c',
        version: 1,
        status: 'archived',
      });
      const pending = await insertDirectionDocument(trx, org, {
        kind: 'vision',
        scope: 'product',
        number: 2,
        ownerId: a.userId,
        title: 'PV',
        body: '',
        version: 0,
        status: 'draft',
      });
      await lockDirectionDocument(trx, org, 'direction_documents', spec1);
      await lockDirectionDocument(trx, org, 'strategies', strategy.id);
      return { spec1, spec2, ctx, pending };
    });
    const other = await insertDirectionDocument(db, b.orgId, {
      kind: 'product_spec',
      scope: null,
      number: 1,
      ownerId: b.userId,
      title: 'B spec',
      body: 'x',
      version: 1,
      status: 'active',
    });

    // The fixture as the list should see it: [kind, number, scope, status].
    const fixture: [Kind, number, 'company' | 'product' | null, DocStatus][] = [
      ['vision', 1, 'company', 'active'],
      ['strategy', 1, null, 'active'],
      ['product_spec', 1, null, 'active'],
      ['product_spec', 2, null, 'draft'],
      ['context', 1, null, 'archived'],
      ['vision', 2, 'product', 'draft'],
    ];
    const kindSets: Kind[][] = [
      ['vision', 'strategy', 'product_spec', 'context'],
      ['vision', 'product_spec'],
    ];
    const sorted = (rows: typeof fixture) => rows.map(([k, n]) => `${k}-${n}`).sort();
    for (const kinds of kindSets) {
      for (const kind of [undefined, 'vision', 'strategy', 'product_spec', 'context'] as const) {
        for (const scope of [undefined, 'company', 'product'] as const) {
          for (const status of [undefined, 'draft', 'active', 'archived'] as const) {
            const got = (await listDirectionDocuments(db, org, { kinds, kind, scope, status }, { limit: 50 })).rows;
            const want = fixture.filter(([k, , s, st]) => kinds.includes(k) && (!kind || k === kind) && (!scope || s === scope) && (!status || st === status));
            // Order: kind (as text) then number.
            expect(
              got.map((r) => `${r.kind}-${r.number}`),
              JSON.stringify({ kinds, kind, scope, status }),
            ).toEqual(sorted(want));
          }
        }
      }
    }
    // Paged by two: the same order, nothing lost or repeated.
    expect((await all((p) => listDirectionDocuments(db, org, { kinds: kindSets[0] }, p))).map((r) => `${r.kind}-${r.number}`)).toEqual(sorted(fixture));
    const listed = await all((p) => listDirectionDocuments(db, org, { kinds: ['product_spec'] }, p));
    expect(listed.map((r) => [r.number, r.has_draft, 'body' in r])).toEqual([
      [1, false, false],
      [2, true, false],
    ]);
    expect(toDirectionDocumentSummary(listed[0])).toEqual({
      id: ids.spec1,
      orgId: org,
      ref: 'SPEC-1',
      kind: 'product_spec',
      scope: null,
      title: 'Spec one',
      status: 'active',
      version: 1,
      contentHash: contentHash('b1'),
      hasDraft: false,
      ownerId: a.userId,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(toDirectionDocumentSummary(listed[1]).contentHash).toBeNull();
    expect(await all((p) => listDirectionDocuments(db, b.orgId, { kinds: ['vision', 'strategy', 'product_spec', 'context'] }, p))).toHaveLength(1);

    // By id and by ref, across the three tables; never another org's.
    expect(toDirectionDocument((await findDirectionDocument(db, org, vision.id))!)).toMatchObject({
      ref: 'VIS-1',
      scope: 'company',
      body: 'north',
      contentHash: contentHash('north'),
    });
    expect((await findDirectionDocument(db, org, strategy.id))?.source).toBe('strategies');
    expect(toDirectionDocument((await findDirectionDocumentByNumber(db, org, 'vision', 2))!)).toMatchObject({
      id: ids.pending,
      version: 0,
      body: null,
      hasDraft: false,
    });
    expect((await findDirectionDocumentByNumber(db, org, 'context', 1))?.id).toBe(ids.ctx);
    expect(await findDirectionDocument(db, org, other)).toBeUndefined();
    expect(await findDirectionDocumentByNumber(db, b.orgId, 'vision', 1)).toBeUndefined();
    expect(await findCompanyVisionDocument(db, org)).toEqual({ kind: 'vision', number: 1 });
    expect(await findCompanyVisionDocument(db, b.orgId)).toBeUndefined();
    expect([
      await directionDocumentRowExists(db, org, ids.spec1),
      await directionDocumentRowExists(db, org, vision.id),
      await directionDocumentRowExists(db, b.orgId, ids.spec1),
    ]).toEqual([true, false, false]);

    // Drafts: one per document, the last write wins.
    const draft = (await findDirectionDraft(db, org, ids.spec2))!;
    expect(toDirectionDocumentDraft(draft, 0)).toEqual({
      documentId: ids.spec2,
      title: 'Spec 2',
      body: 'second',
      nextVersion: 1,
      updatedBy: a.userId,
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(await findDirectionDraft(db, b.orgId, ids.spec2)).toBeUndefined();
    expect(await deleteDirectionDraft(db, b.orgId, ids.spec2)).toBe(0);
    expect(await deleteDirectionDraft(db, org, ids.spec2)).toBe(1);

    // Versions and the change feed over all three tables, newest first; renaming; org scoping.
    await db.transaction(async (trx) => {
      expect(await updateDirectionDocument(trx, b.orgId, ids.spec1, { title: 'x' })).toBe(0);
      expect(await updateDirectionDocument(trx, org, ids.spec1, { title: 'Spec one b', body: 'b2', version: 2 })).toBe(1);
      await insertDirectionDocumentVersion(trx, org, {
        documentId: ids.spec1,
        version: 2,
        title: 'Spec one b',
        body: 'b2',
        changeNote: 'second',
        createdBy: a.userId,
      });
      expect(await updateDirectionDocumentVersionNote(trx, org, ids.spec1, 1, 'first')).toBe(1);
      expect(await updateDirectionDocumentVersionNote(trx, org, ids.spec1, 9, 'none')).toBe(0);
      expect(await updateDirectionDocumentVersionNote(trx, b.orgId, ids.spec1, 1, 'x')).toBe(0);
    });
    const versions = await all((p) => listDirectionDocumentVersions(db, org, ids.spec1, p));
    expect(versions.map(toDirectionDocumentVersion)).toEqual([
      {
        documentId: ids.spec1,
        ref: 'SPEC-1',
        kind: 'product_spec',
        version: 2,
        title: 'Spec one b',
        body: 'b2',
        contentHash: contentHash('b2'),
        changeNote: 'second',
        label: 'second',
        createdBy: a.userId,
        createdAt: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ version: 1, changeNote: 'first', label: 'first' }),
    ]);
    expect(await all((p) => listDirectionDocumentVersions(db, b.orgId, ids.spec1, p))).toEqual([]);
    expect((await findDirectionDocumentVersion(db, org, vision.id, 1))?.body).toBe('north');
    expect(await findDirectionDocumentVersion(db, org, ids.spec1, 3)).toBeUndefined();
    const changes = await all((p) => listDirectionDocumentChanges(db, org, ['vision', 'strategy', 'product_spec', 'context'], p));
    expect(changes.map((r) => `${r.kind}-${r.number}@${r.version}`).sort()).toEqual(['product_spec-1@1', 'product_spec-1@2', 'strategy-1@1', 'vision-1@1']);
    expect(changes.every((r, i) => i === 0 || changes[i - 1].created_at >= r.created_at)).toBe(true);
    const change = toDirectionDocumentChange(changes.find((r) => r.version === 2)!);
    expect(change).toEqual({
      documentId: ids.spec1,
      ref: 'SPEC-1',
      kind: 'product_spec',
      version: 2,
      title: 'Spec one b',
      contentHash: contentHash('b2'),
      changeNote: 'second',
      label: 'second',
      createdBy: a.userId,
      createdAt: expect.stringMatching(/Z$/),
      isCreation: false,
    });
    expect((await all((p) => listDirectionDocumentChanges(db, org, ['strategy'], p))).map((r) => r.kind)).toEqual(['strategy']);
    expect(await all((p) => listDirectionDocumentChanges(db, b.orgId, ['vision', 'strategy', 'context'], p))).toEqual([]);

    expect(await deleteDirectionDocument(db, b.orgId, ids.spec1)).toBe(0);
    expect(await deleteDirectionDocument(db, org, ids.spec1)).toBe(1);
    expect(await all((p) => listDirectionDocumentVersions(db, org, ids.spec1, p))).toEqual([]);
  });
});
