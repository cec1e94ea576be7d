/**
 * One suite, two targets, for files (spec 2 §4.18, §4.3 avatar): request an upload, send
 * the bytes to the presigned URL, confirm, read the file until its integrity check ends, list, attach and detach,
 * storage usage, the viewer's avatar, delete — through the generated SDK. Every response is validated against the
 * OpenAPI document (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real
 * server only, and bytes are uploaded only there (the mock's uploadUrl goes nowhere). The last test fails when an
 * operationId of the tag files, or setViewerAvatar (taken over from platform in `suiteOperations`,
 * contract-tests/lib/suiteTags.ts), was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: the files and the opportunity here are
 * this file's own, storage numbers are compared by difference, and the avatar is set on a user of this file's own.
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { newUser } from '../lib/orgs.js';
import { operationsCoveredBy, splitProblems, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();
/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8dfc0f01f000680027f104c1be10000000049454e44ae426082',
  'hex',
);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('files over the SDK (spec 2 §4.18, §4.3, §7)', () => {
  let file: sdk.File;
  let upload: sdk.FileUpload;
  let usedBefore = 0;
  let opp: { id: string; ref: string };
  /** The credential the avatar is set with: a user of this file's own on live, the mock's key otherwise. */
  let asOwner: RequestInit | undefined;

  it("fixtures: storage usage before, an opportunity, a user of this file's own", async () => {
    const usage = expectStatus(await sdk.getFileStorageUsage(), 200).data.data!;
    usedBefore = usage.bytesUsed;
    onLive(() => {
      expect(usage.quota).toBeGreaterThan(0);
      expect(usage.percent).toBe(Math.round((usage.bytesUsed / usage.quota) * 10000) / 100);
    });
    const o = expectStatus(await sdk.createOpportunity({ title: `Files host ${unique}` }), 201).data.data!;
    opp = { id: o.id, ref: o.ref };
    if (live) {
      const orgId = expectStatus(await sdk.getViewer(), 200).data.data!.orgId;
      const user = await newUser(orgId, 'engineer', `Avatar ${unique}`);
      asOwner = { headers: { authorization: `Bearer ${user.apiKey}` } };
    }
  });

  it('createFile: a pending file with a presigned PUT and the headers it needs; storage usage holds its size', async () => {
    const created = expectStatus(
      await sdk.createFile({ sha256: sha256(PNG), filename: `pixel-${unique}.png`, contentType: 'image/png', size: PNG.length }),
      201,
    );
    upload = created.data.data!;
    file = upload.file;
    onLive(() => {
      expect(file).toMatchObject({
        filename: `pixel-${unique}.png`,
        contentType: 'image/png',
        size: PNG.length,
        sha256: sha256(PNG),
        status: 'pending',
        attachments: [],
      });
      expect(upload.uploadMethod).toBe('PUT');
      expect(upload.fields['Content-Type']).toBe('image/png');
      expect(upload.fields['Content-Digest']).toBe(`sha-256=:${createHash('sha256').update(PNG).digest('base64')}:`);
      expect(created.data.actions.map((a) => a.name)).toEqual(['confirmFile', 'getFile', 'deleteFile']);
    });
    const usage = expectStatus(await sdk.getFileStorageUsage(), 200).data.data!;
    onLive(() => expect(usage.bytesUsed - usedBefore).toBeGreaterThanOrEqual(PNG.length));
    if (live) {
      expectStatus(await sdk.createFile({ sha256: sha256(PNG), filename: 'x.svg', contentType: 'image/svg+xml', size: 1 }), 400);
      expectStatus(await sdk.confirmFile(file.id, { etag: 'x' }), 409); // nothing uploaded yet
    }
  });

  it('confirmFile after the upload: processing, then getFile says clean with a download URL serving the bytes', async () => {
    let etag = '"9b2cf535f27731c974343645a3985328"';
    if (live) {
      const put = await fetch(upload.uploadUrl, { method: upload.uploadMethod, headers: upload.fields, body: new Uint8Array(PNG) });
      expect(put.status).toBe(200);
      etag = put.headers.get('etag')!;
    }
    const confirmed = expectStatus(await sdk.confirmFile(file.id, { etag }), 200);
    onLive(() => expect(confirmed.data.data).toMatchObject({ id: file.id, status: 'processing' }));
    let read = expectStatus(await sdk.getFile(file.id), 200);
    if (live) {
      const end = Date.now() + 20_000;
      while (read.data.data!.status === 'processing' && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 100));
        read = expectStatus(await sdk.getFile(file.id), 200);
      }
      file = read.data.data!;
      expect(file).toMatchObject({ status: 'clean', processingError: null });
      const got = await fetch(file.downloadUrl!);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
      const again = expectStatus(await sdk.confirmFile(file.id, { etag }), 200);
      expect(again.data.data!.status).toBe('clean'); // repeated confirm: the current state
    }
  });

  it('attachFile, listFiles by record (both or neither), detachFile', async () => {
    const attached = expectStatus(await sdk.attachFile(file.id, { entityType: 'opportunity', entityId: opp.ref }), 200);
    onLive(() => expect(attached.data.data!.attachments).toEqual([{ entityType: 'opportunity', entityId: opp.id, attachedAt: expect.any(String) }]));
    const twice = expectStatus(await sdk.attachFile(file.id, { entityType: 'opportunity', entityId: opp.id }), 200);
    onLive(() => expect(twice.data.data!.attachments).toHaveLength(1));
    const listed = expectStatus(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref }), 200);
    onLive(() => expect(listed.data.data!.map((f) => f.id)).toEqual([file.id]));
    const all = expectStatus(await sdk.listFiles({ status: 'clean', limit: 200 }), 200);
    onLive(() => expect(all.data.data!.every((f) => f.status === 'clean')).toBe(true));
    if (live) expectStatus(await sdk.listFiles({ entityType: 'opportunity' }), 400);
    const detached = expectStatus(await sdk.detachFile(file.id, { entityType: 'opportunity', entityId: opp.ref }), 200);
    onLive(() => expect(detached.data.data!.attachments).toEqual([]));
    expectStatus(await sdk.detachFile(file.id, { entityType: 'opportunity', entityId: opp.ref }), 200); // idempotent
    const after = expectStatus(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.id }), 200);
    onLive(() => expect(after.data.data).toEqual([]));
  });

  it('setViewerAvatar: a clean image becomes the avatar; null removes it', async () => {
    const set = expectStatus(await sdk.setViewerAvatar({ fileId: file.id }, undefined, asOwner), 200);
    onLive(() => expect(set.data.data!.avatarFileId).toBe(file.id));
    const viewer = expectStatus(await sdk.getViewer(asOwner), 200);
    onLive(() => expect(viewer.data.data!.avatarFileId).toBe(file.id));
    const cleared = expectStatus(await sdk.setViewerAvatar({ fileId: null }, undefined, asOwner), 200);
    onLive(() => expect(cleared.data.data!.avatarFileId).toBeNull());
  });

  it('deleteFile: gone for good, and its bytes no longer count', async () => {
    const deleted = expectStatus(await sdk.deleteFile(file.id), 200);
    onLive(() => expect(deleted.data.data).toEqual({ id: file.id, deleted: true }));
    if (live) {
      expectStatus(await sdk.getFile(file.id), 404);
      expect((await fetch(file.downloadUrl!)).status).toBe(404);
      const listed = expectStatus(await sdk.listFiles({ limit: 200 }), 200);
      expect(listed.data.data!.map((f) => f.id)).not.toContain(file.id);
    }
  });

  it('splits the tags between the suite files: files here, and setViewerAvatar taken over from platform', () => {
    expect(splitProblems().filter((p) => /\b(files|setViewerAvatar|files\.test\.ts)\b/.test(p))).toEqual([]);
    expect(suiteTags['files/files.test.ts']).toEqual(['files']);
    expect(suiteOperations['files/files.test.ts']).toEqual(['setViewerAvatar']);
  });

  it('exercises every operationId of the tag files and setViewerAvatar (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope.sort()).toEqual([
      'attachFile',
      'confirmFile',
      'createFile',
      'deleteFile',
      'detachFile',
      'getFile',
      'getFileStorageUsage',
      'listFiles',
      'setViewerAvatar',
    ]);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['files', 'platform']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
