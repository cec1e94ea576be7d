/**
 * The files query module (and the file_attachments queries it reads with) against Postgres: org scoping, lookups by
 * UUID, the list's filters (entity, status) in every combination paged at several limits against an in-memory
 * filter of the inserted rows, visibility of files shared in a private room, the quota's byte count and the mapper.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Schema } from '../core/api.js';
import { useTestDb } from '../db/testing/harness.js';
import { attachmentsOfFiles, deleteAttachment, insertAttachment } from './attachments.js';
import {
  deleteFile,
  fileExists,
  findVisibleFile,
  insertPendingFile,
  listVisibleFiles,
  markFileProcessing,
  storageUsed,
  toFile,
  type FileRow,
} from './files.js';

const t = useTestDb();
type Status = Schema<'File'>['status'];
const STATUSES: Status[] = ['pending', 'processing', 'clean', 'failed'];

async function newFile(orgId: string, userId: string, opts: { status?: Status; size?: number; ttl?: number } = {}): Promise<FileRow> {
  const id = randomUUID();
  const row = await insertPendingFile(
    t.db,
    orgId,
    {
      id,
      filename: `f-${id.slice(0, 4)}.txt`,
      content_type: 'text/plain',
      size: opts.size ?? 10,
      sha256: 'a'.repeat(64),
      storage_key: `${orgId}/${id}`,
      uploaded_by: userId,
    },
    opts.ttl ?? 900,
  );
  if (opts.status && opts.status !== 'pending') await t.db('files').where({ org_id: orgId, id }).update({ status: opts.status });
  return { ...row, status: opts.status ?? 'pending' };
}

async function all(orgId: string, userId: string, filters: Parameters<typeof listVisibleFiles>[3], limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 50; i++) {
    const page = await listVisibleFiles(t.db, orgId, userId, filters, { cursor, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    ids.push(...page.rows.map((r) => r.id));
    if (!page.nextCursor) return ids;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

describe('files query module', () => {
  it('listVisibleFiles: every entity × status filter combination, every page size, equals the in-memory filter, newest first', async () => {
    const other = await t.newOrg('Files other');
    const stray = await newFile(other.orgId, other.userId, { status: 'clean' });
    const entities = [randomUUID(), randomUUID()];
    await insertAttachment(t.db, other.orgId, { fileId: stray.id, entityType: 'task', entityId: entities[0], attachedBy: other.userId });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ status: fc.constantFrom(...STATUSES), on: fc.subarray([0, 1]) }), { maxLength: 7 }),
        fc.option(fc.constantFrom(0, 1), { nil: undefined }),
        fc.option(fc.constantFrom(...STATUSES), { nil: undefined }),
        fc.integer({ min: 1, max: 4 }),
        async (specs, entity, status, limit) => {
          const org = await t.newOrg('Files list');
          const rows: { row: FileRow; on: number[] }[] = [];
          for (const s of specs) {
            const row = await newFile(org.orgId, org.userId, { status: s.status });
            for (const e of s.on)
              await insertAttachment(t.db, org.orgId, { fileId: row.id, entityType: 'task', entityId: entities[e], attachedBy: org.userId });
            rows.push({ row, on: s.on });
          }
          const created = new Map(
            (await t.db('files').select('id', 'created_at').where({ org_id: org.orgId })).map((r) => [r.id as string, (r.created_at as Date).getTime()]),
          );
          const want = rows
            .filter((r) => (entity === undefined || r.on.includes(entity)) && (status === undefined || r.row.status === status))
            .map((r) => r.row.id)
            .sort((a, b) => created.get(b)! - created.get(a)! || (a < b ? 1 : a > b ? -1 : 0));
          const filters = { entity: entity === undefined ? undefined : { type: 'task' as const, id: entities[entity] }, status };
          expect(await all(org.orgId, org.userId, filters, limit)).toEqual(want);
        },
      ),
      { seed: 30031, numRuns: 12 },
    );
  });

  it("findVisibleFile and fileExists: by UUID (any case), never another org's nor a non-UUID; the mapper's shape", async () => {
    const a = await t.newOrg('Files find A');
    const b = await t.newOrg('Files find B');
    const f = await newFile(a.orgId, a.userId, { size: 42 });
    expect((await findVisibleFile(t.db, a.orgId, a.userId, f.id.toUpperCase()))?.id).toBe(f.id);
    expect(await findVisibleFile(t.db, b.orgId, b.userId, f.id)).toBeUndefined();
    expect(await findVisibleFile(t.db, a.orgId, a.userId, 'not-a-uuid')).toBeUndefined();
    expect([await fileExists(t.db, a.orgId, f.id.toUpperCase()), await fileExists(t.db, b.orgId, f.id), await fileExists(t.db, a.orgId, 'x')]).toEqual([
      true,
      false,
      false,
    ]);
    await t.db.transaction(async (trx) => {
      expect((await findVisibleFile(trx, a.orgId, a.userId, f.id, true))?.id).toBe(f.id);
    });
    const entityId = randomUUID();
    await insertAttachment(t.db, a.orgId, { fileId: f.id, entityType: 'customer', entityId, attachedBy: a.userId });
    await insertAttachment(t.db, a.orgId, { fileId: f.id, entityType: 'customer', entityId, attachedBy: a.userId });
    const atts = await attachmentsOfFiles(t.db, a.orgId, [f.id]);
    expect(await attachmentsOfFiles(t.db, b.orgId, [f.id])).toEqual(new Map());
    const found = (await findVisibleFile(t.db, a.orgId, a.userId, f.id))!;
    expect(toFile(found, atts.get(f.id)!)).toEqual({
      id: f.id,
      orgId: a.orgId,
      filename: f.filename,
      contentType: 'text/plain',
      size: 42,
      sha256: 'a'.repeat(64),
      status: 'pending',
      processingError: null,
      uploadedBy: a.userId,
      attachments: [{ entityType: 'customer', entityId, attachedAt: expect.any(String) }],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      confirmedAt: null,
      checkedAt: null,
    });
    expect(await deleteAttachment(t.db, b.orgId, f.id, 'customer', entityId)).toBe(0);
    expect(await deleteAttachment(t.db, a.orgId, f.id, 'customer', entityId)).toBe(1);
  });

  it("a file on a message of a private room is visible to its uploader and the room's members only", async () => {
    const org = await t.newOrg('Files private');
    const member = await t.newUser(org.orgId, 'engineer', 'Member');
    const outsider = await t.newUser(org.orgId, 'engineer', 'Outsider');
    const [room] = await t
      .db('rooms')
      .insert({ org_id: org.orgId, kind: 'group', name: 'secret', visibility: 'private', created_by: org.userId })
      .returning('id');
    await t.db('room_members').insert([org.userId, member.userId].map((u) => ({ org_id: org.orgId, room_id: room.id, user_id: u, role: 'member' })));
    const [msg] = await t.db('messages').insert({ org_id: org.orgId, room_id: room.id, author_id: org.userId, body: 'x' }).returning('id');
    const shared = await newFile(org.orgId, org.userId, { status: 'clean' });
    const open = await newFile(org.orgId, org.userId, { status: 'clean' });
    await insertAttachment(t.db, org.orgId, { fileId: shared.id, entityType: 'message', entityId: msg.id, attachedBy: org.userId });
    for (const [userId, sees] of [
      [org.userId, true],
      [member.userId, true],
      [outsider.userId, false],
    ] as const) {
      expect([userId, Boolean(await findVisibleFile(t.db, org.orgId, userId, shared.id))]).toEqual([userId, sees]);
      expect((await all(org.orgId, userId, {}, 5)).sort()).toEqual((sees ? [shared.id, open.id] : [open.id]).sort());
    }
  });

  it('storageUsed counts processing, clean and unexpired pending files of the org; markFileProcessing and deleteFile stay in the org', async () => {
    const a = await t.newOrg('Files quota A');
    const b = await t.newOrg('Files quota B');
    await newFile(a.orgId, a.userId, { status: 'clean', size: 100 });
    const p = await newFile(a.orgId, a.userId, { size: 20 });
    await newFile(a.orgId, a.userId, { size: 7, ttl: -1 });
    await newFile(a.orgId, a.userId, { status: 'failed', size: 1000 });
    await newFile(b.orgId, b.userId, { status: 'clean', size: 5000 });
    expect(await storageUsed(t.db, a.orgId)).toEqual({ bytes: 120, files: 2 });
    expect(await markFileProcessing(t.db, b.orgId, p.id, 'e')).toBeUndefined();
    const done = (await markFileProcessing(t.db, a.orgId, p.id, 'etag1'))!;
    expect([done.status, done.etag, done.confirmed_at instanceof Date]).toEqual(['processing', 'etag1', true]);
    expect(await deleteFile(t.db, b.orgId, p.id)).toBe(0);
    expect(await deleteFile(t.db, a.orgId, p.id)).toBe(1);
    expect(await storageUsed(t.db, a.orgId)).toEqual({ bytes: 100, files: 1 });
  });
});
