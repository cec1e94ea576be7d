/**
 * Deleting files (spec 2 §4.18: the object leaves the disk; only the uploader or an admin; what it takes with it),
 * what another org and other users may see and change, a check whose worker died while holding it, and
 * create_file, get_file and get_file_storage_usage over MCP (spec 2 §4.21) with the official client.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { png } from '../lib/png.js';
import pino from 'pino';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { newOrg, newUser } from '../lib/orgs.js';
import * as sdk from '../../sdk/src/index';
import type { File, StorageUsage } from '../../sdk/src/index';
import { as, failure, ok } from '../lib/sdkAs.js';
import { STALE_MS, unlockDeadWorkers } from '../../src/platform/queue.js';
import {
  admin,
  baseUrl,
  clean,
  db,
  eng,
  objectPath,
  org,
  put,
  routeRefusal,
  settled,
  sha256,
  sleep,
  type Upload,
  upload,
  uploadPath,
  uploaded,
  useFilesOrgs,
} from './_setup.js';
import { callTool, mcpAs } from '../lib/mcpTools.js';

useFilesOrgs();

describe('delete (spec 2 §4.18: irreversible; uploader or admin)', () => {
  it('only the uploader or an admin deletes; the object leaves the disk, its download URL stops working, the record is gone', async () => {
    const mine = await clean(admin, Buffer.from('admin owns this\n'), 'text/plain', 'admins.txt');
    const forbidden = failure(await sdk.deleteFile(mine.id, undefined, as(eng)), 403, 'FORBIDDEN');
    expect(forbidden.data).toEqual({ fileId: mine.id, uploadedBy: org.userId });
    expect(existsSync(objectPath(org.orgId, mine.id))).toBe(true);

    const engs = await clean(eng, png(1, 1, [1, 2, 3, 255]), 'image/png', 'engs.png');
    expect(ok(await sdk.deleteFile(engs.id, undefined, as(eng)))).toEqual({ id: engs.id, deleted: true });
    expect(existsSync(objectPath(org.orgId, engs.id))).toBe(false);
    const byAdmin = await clean(eng, png(1, 1, [4, 5, 6, 255]), 'image/png', 'engs2.png');
    expect(ok(await sdk.deleteFile(byAdmin.id, undefined, as(admin)))).toEqual({ id: byAdmin.id, deleted: true });

    const path = objectPath(org.orgId, mine.id);
    expect(readFileSync(path).toString()).toBe('admin owns this\n');
    expect(ok(await sdk.deleteFile(mine.id, undefined, as(admin)))).toEqual({ id: mine.id, deleted: true });
    expect(existsSync(path)).toBe(false);
    await routeRefusal(await fetch(mine.downloadUrl!), 404, 'NOT_FOUND');
    failure(await sdk.getFile(mine.id, as(admin)), 404, 'NOT_FOUND', 'path.id');
    failure(await sdk.deleteFile(mine.id, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
    expect(ok(await sdk.listFiles({ limit: 200 }, as(admin))).map((f) => f.id)).not.toContain(mine.id);
  });

  it('a pending file is deleted too (no bytes to remove)', async () => {
    const u = await upload(admin, Buffer.from('never'), 'text/plain', 'never.txt');
    expect(ok(await sdk.deleteFile(u.file.id, undefined, as(admin)))).toEqual({ id: u.file.id, deleted: true });
    failure(await sdk.getFile(u.file.id, as(admin)), 404, 'NOT_FOUND', 'path.id');
    failure(await sdk.confirmFile(u.file.id, { etag: 'x' }, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
  });

  // The upload route asks whether the file is still pending: a deleted file's URL would otherwise store bytes again,
  // an object no row, quota or sweep accounts for. Delete is irreversible (spec 2 §4.18).
  it('the upload URL of a deleted file stores nothing: the object stays removed', async () => {
    const bytes = Buffer.from('deleted before its upload\n');
    const u = await upload(admin, bytes, 'text/plain', 'gone.txt');
    ok(await sdk.deleteFile(u.file.id, undefined, as(admin)));
    const res = await put(u, bytes);
    expect(existsSync(uploadPath(org.orgId, u.file.id)), `PUT answered ${res.status} and the object is back in the store`).toBe(false);
    await routeRefusal(res, 404, 'NOT_FOUND');
  });

  it('once confirmed, the upload URL takes no new bytes (409) and the checked bytes are what downloads', async () => {
    const bytes = Buffer.from('checked once\n');
    const { u, confirmed } = await uploaded(admin, bytes, 'text/plain', 'once.txt');
    expect(confirmed.status).toBe('processing');
    const again = await put(u, bytes);
    await routeRefusal(again, 409, 'INVALID_STATE_TRANSITION');
    const f = await settled(admin, u.file.id);
    expect(f.status).toBe('clean');
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false); // moved to the file's own key by the check
    expect(readFileSync(objectPath(org.orgId, u.file.id)).equals(bytes)).toBe(true);
    expect(Buffer.from(await (await fetch(f.downloadUrl!)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deleting a file takes its attachments, its prototype and the avatar it was with it', async () => {
    const f = await clean(eng, png(4, 4), 'image/png', 'doomed.png');
    const opp = ok(await sdk.createOpportunity({ title: 'Loses a prototype' }, undefined, as(admin)), 201);
    ok(await sdk.addOpportunityPrototype(opp.ref, { fileId: f.id }, undefined, as(admin)), 201);
    ok(await sdk.attachFile(f.id, { entityType: 'opportunity', entityId: opp.ref }, undefined, as(eng)));
    const room = ok(await sdk.createRoom({ name: `Doomed ${randomUUID().slice(0, 8)}`, memberIds: [org.userId] }, undefined, as(eng)), 201);
    const msg = ok(await sdk.createMessage({ roomId: room.id, body: 'with the doomed file', attachments: [f.id] }, undefined, as(eng)), 201);
    expect(ok(await sdk.setViewerAvatar({ fileId: f.id }, undefined, as(eng))).avatarFileId).toBe(f.id);

    ok(await sdk.deleteFile(f.id, undefined, as(eng)));
    expect(ok(await sdk.getViewer(as(eng))).avatarFileId).toBeNull();
    expect(ok(await sdk.getUser(org.engineerId, as(admin))).avatarFileId).toBeNull();
    const protos = ok(await sdk.addOpportunityPrototype(opp.ref, { url: 'https://after.example/delete' }, undefined, as(admin)), 201);
    expect(protos.map((p) => p.fileId)).toEqual([null]);
    failure(await sdk.removeOpportunityPrototype(opp.ref, { fileId: f.id }, undefined, as(admin)), 404, 'NOT_FOUND', 'query.fileId');
    expect(ok(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref }, as(admin)))).toEqual([]);
    const seen = ok(await sdk.listMessages({ roomId: room.id }, as(admin))).find((m) => m.id === msg.id);
    expect(seen?.attachments).toEqual([]);
    const rows = await db('file_attachments').where({ org_id: org.orgId, file_id: f.id });
    expect(rows).toEqual([]);
  });
});

describe('what others may see and change', () => {
  it('a file shared in a DM is as private as the DM: a third user gets 404 on get and does not see it listed', async () => {
    const third = await newUser(org.orgId, 'engineer', 'Third party');
    const outsider = third.apiKey;
    const dm = ok(await sdk.createDmRoom({ userId: org.userId }, undefined, as(eng)), 201);
    const f = await clean(eng, Buffer.from('secret123\n'), 'text/plain', 'salary.txt');
    ok(await sdk.createMessage({ roomId: dm.id, body: 'between us', attachments: [f.id] }, undefined, as(eng)), 201);
    failure(await sdk.getFile(f.id, as(outsider)), 404, 'NOT_FOUND', 'path.id');
    expect(ok(await sdk.listFiles({ limit: 200 }, as(outsider))).map((x) => x.id)).not.toContain(f.id);
    failure(
      await sdk.attachFile(
        f.id,
        {
          entityType: 'task',
          entityId: ok(await sdk.createTask({ title: 'Mine' }, undefined, as(outsider)), 201).ref,
        },
        undefined,
        as(outsider),
      ),
      404,
      'NOT_FOUND',
      'path.id',
    );
    // The uploader and the other member of the DM see it, with its download link.
    expect(ok(await sdk.getFile(f.id, as(eng))).downloadUrl).toEqual(expect.any(String));
    expect(ok(await sdk.getFile(f.id, as(admin))).downloadUrl).toEqual(expect.any(String));
  });

  it("a message's attachments are its author's to change: another member is 403, a non-member 404", async () => {
    const room = ok(await sdk.createRoom({ name: `Authors ${randomUUID().slice(0, 8)}`, memberIds: [org.userId] }, undefined, as(eng)), 201);
    const f = await clean(eng, Buffer.from('attached by eng\n'), 'text/plain', 'engs.txt');
    const msg = ok(await sdk.createMessage({ roomId: room.id, body: 'see file', attachments: [f.id] }, undefined, as(eng)), 201);
    const q = { entityType: 'message', entityId: msg.id } as const;
    const forbidden = failure(await sdk.detachFile(f.id, q, undefined, as(admin)), 403, 'FORBIDDEN', 'query.entityId');
    expect(forbidden.data).toEqual({ entityType: 'message', entityId: msg.id, authorId: org.engineerId });
    const mine = await clean(admin, Buffer.from('attached by admin\n'), 'text/plain', 'admins.txt');
    failure(await sdk.attachFile(mine.id, { entityType: 'message', entityId: msg.id }, undefined, as(admin)), 403, 'FORBIDDEN', 'body.entityId');
    const third = (await newUser(org.orgId, 'engineer', 'Not in the room')).apiKey;
    failure(await sdk.detachFile(f.id, q, undefined, as(third)), 404, 'NOT_FOUND');
    const seen = ok(await sdk.listMessages({ roomId: room.id }, as(eng))).find((m) => m.id === msg.id);
    expect(seen?.attachments.map((a) => a.fileId)).toEqual([f.id]); // untouched
    expect(ok(await sdk.detachFile(f.id, q, undefined, as(eng))).attachments).toEqual([]); // the author may
  });

  it('an upload whose request expired cannot be confirmed, even with its bytes in place (it no longer holds quota)', async () => {
    const bytes = Buffer.from('late bytes\n');
    const u = await upload(admin, bytes, 'text/plain', 'late.txt');
    expect((await put(u, bytes)).status).toBe(200);
    const etag = (await put(u, bytes)).headers.get('etag')!;
    await db('files')
      .where({ org_id: org.orgId, id: u.file.id })
      .update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 second'`) });
    const late = failure(await sdk.confirmFile(u.file.id, { etag }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION');
    expect(late.message).toMatch(/expired/);
    expect(ok(await sdk.getFile(u.file.id, as(admin))).status).toBe('pending');
  });
});

describe('a check whose worker died while holding it (src/platform/queue.ts crash recovery)', () => {
  it('a job locked by a worker pool silent past STALE_MS is unlocked and then runs to the end', async () => {
    const bytes = Buffer.from('checked after a crash\n');
    const u = await upload(admin, bytes, 'text/plain', 'crash.txt');
    const res = await put(u, bytes);
    expect(res.status).toBe(200);
    // What a confirm leaves behind when its worker dies mid-check: the file processing, its job locked by a pool
    // that will never finish it. (The job is added for later, then locked, so the live workers never take it first.)
    const etag = res.headers.get('etag')!.replace(/"/g, '');
    await db('files').where({ org_id: org.orgId, id: u.file.id }).update({ status: 'processing', etag, confirmed_at: db.fn.now() });
    const dead = `pool-dead-${randomUUID().slice(0, 8)}`;
    await db.raw(`SELECT graphile_worker.add_job('file_check', ?::json, run_at := now() + interval '1 hour', job_key := ?)`, [
      JSON.stringify({ orgId: org.orgId, fileId: u.file.id }),
      `file_check:${u.file.id}`,
    ]);
    await db.raw(`UPDATE graphile_worker._private_jobs SET run_at = now(), locked_at = now(), locked_by = ? WHERE key = ?`, [dead, `file_check:${u.file.id}`]);
    // Its last heartbeat is recent at first, so no instance's periodic sweep touches it while we look.
    await db('job_workers').insert({ worker_id: dead, instance: 'killed' });
    await sleep(2500);
    expect(ok(await sdk.getFile(u.file.id, as(admin))).status).toBe('processing'); // locked: nobody runs it

    // Then it falls silent for longer than STALE_MS, and the sweep every instance runs hands its job back.
    await db('job_workers')
      .where({ worker_id: dead })
      .update({ heartbeat_at: db.raw(`clock_timestamp() - make_interval(secs => ?)`, [STALE_MS / 1000 + 5]) });
    // [dead]; or [] in the rare case the live server's own sweep ran in the milliseconds since the update.
    expect([[dead], []]).toContainEqual(await unlockDeadWorkers(db, pino({ level: 'silent' })));
    expect(await db('job_workers').where({ worker_id: dead })).toEqual([]);
    const f = await settled(admin, u.file.id);
    expect(f.status).toBe('clean');
    expect(Buffer.from(await (await fetch(f.downloadUrl!)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('over MCP (spec 2 §4.21): create_file, get_file, get_file_storage_usage', () => {
  let mcp: Client;
  afterAll(async () => {
    await mcp?.close();
  });

  it('the tools answer as REST does, and a file requested over MCP uploads and checks clean', async () => {
    const o = await newOrg('Files MCP org');
    const rest = o.apiKey;
    mcp = await mcpAs(o.apiKey, '?toolsets=all');
    const call = <T = File>(name: string, args: Record<string, unknown> = {}) => callTool<T>(mcp, name, args);
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['create_file', 'get_file', 'get_file_storage_usage', 'confirm_file', 'list_files', 'attach_file', 'detach_file', 'delete_file']),
    );

    const bytes = Buffer.from('uploaded by an agent\n');
    const made = await call<Upload>('create_file', { sha256: sha256(bytes), filename: 'agent.txt', contentType: 'text/plain', size: bytes.length });
    expect(made.isError).toBe(false);
    const u = made.body.data;
    expect(u.file).toMatchObject({ status: 'pending', filename: 'agent.txt', size: bytes.length, uploadedBy: o.userId });
    expect(u.uploadUrl.startsWith(`${baseUrl}/api/uploads/`)).toBe(true);

    const usage = await call<StorageUsage>('get_file_storage_usage');
    expect(usage.isError).toBe(false);
    expect(usage.body.data).toEqual(ok(await sdk.getFileStorageUsage(as(rest))));
    expect(usage.body.data).toMatchObject({ bytesUsed: bytes.length, fileCount: 1 });

    const pending = await call('get_file', { id: u.file.id });
    expect(pending.body.data).toEqual(ok(await sdk.getFile(u.file.id, as(rest))));

    const res = await put(u, bytes);
    expect(res.status).toBe(200);
    const confirmed = await call('confirm_file', { id: u.file.id, etag: res.headers.get('etag') });
    expect(confirmed.body.data.status).toBe('processing');
    await settled(rest, u.file.id);
    const done = await call('get_file', { id: u.file.id });
    expect(done.isError).toBe(false);
    const viaRest = ok(await sdk.getFile(u.file.id, as(rest)));
    // The download link is signed on each read: everything else is the same.
    const strip = ({ downloadUrl: _u, downloadExpiresAt: _e, ...rest }: File) => rest;
    expect(strip(done.body.data)).toEqual(strip(viaRest));
    expect(done.body.data.status).toBe('clean');
    const { downloadUrl, downloadExpiresAt } = done.body.data;
    const got = await fetch(downloadUrl!);
    expect(Buffer.from(await got.arrayBuffer()).equals(bytes)).toBe(true);
    expect(downloadExpiresAt).toEqual(expect.any(String));

    const missing = await call('get_file', { id: randomUUID() });
    expect(missing.isError).toBe(true);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const bad = await call('create_file', { sha256: 'nope', filename: 'x.txt', contentType: 'text/plain', size: 1 });
    expect(bad.isError).toBe(true);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });
});
