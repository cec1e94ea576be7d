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
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { expectFailure, okData } from '../lib/expect.js';
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

useFilesOrgs();

describe('delete (spec 2 §4.18: irreversible; uploader or admin)', () => {
  it('only the uploader or an admin deletes; the object leaves the disk, its download URL stops working, the record is gone', async () => {
    const mine = await clean(admin, Buffer.from('admin owns this\n'), 'text/plain', 'admins.txt');
    const forbidden = expectFailure(await eng('DELETE', `/api/v1/files/${mine.id}`), 403, 'FORBIDDEN');
    expect(forbidden.data).toEqual({ fileId: mine.id, uploadedBy: org.userId });
    expect(existsSync(objectPath(org.orgId, mine.id))).toBe(true);

    const engs = await clean(eng, png(1, 1, [1, 2, 3, 255]), 'image/png', 'engs.png');
    expect(okData(await eng('DELETE', `/api/v1/files/${engs.id}`))).toEqual({ id: engs.id, deleted: true });
    expect(existsSync(objectPath(org.orgId, engs.id))).toBe(false);
    const byAdmin = await clean(eng, png(1, 1, [4, 5, 6, 255]), 'image/png', 'engs2.png');
    expect(okData(await admin('DELETE', `/api/v1/files/${byAdmin.id}`))).toEqual({ id: byAdmin.id, deleted: true });

    const path = objectPath(org.orgId, mine.id);
    expect(readFileSync(path).toString()).toBe('admin owns this\n');
    expect(okData(await admin('DELETE', `/api/v1/files/${mine.id}`))).toEqual({ id: mine.id, deleted: true });
    expect(existsSync(path)).toBe(false);
    await routeRefusal(await fetch(mine.downloadUrl), 404, 'NOT_FOUND');
    expectFailure(await admin('GET', `/api/v1/files/${mine.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('DELETE', `/api/v1/files/${mine.id}`), 404, 'NOT_FOUND', 'path.id');
    expect(okData(await admin('GET', '/api/v1/files?limit=200')).map((f: any) => f.id)).not.toContain(mine.id);
  });

  it('a pending file is deleted too (no bytes to remove)', async () => {
    const u = await upload(admin, Buffer.from('never'), 'text/plain', 'never.txt');
    expect(okData(await admin('DELETE', `/api/v1/files/${u.file.id}`))).toEqual({ id: u.file.id, deleted: true });
    expectFailure(await admin('GET', `/api/v1/files/${u.file.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'x' }), 404, 'NOT_FOUND', 'path.id');
  });

  // The upload route asks whether the file is still pending: a deleted file's URL would otherwise store bytes again,
  // an object no row, quota or sweep accounts for. Delete is irreversible (spec 2 §4.18).
  it('the upload URL of a deleted file stores nothing: the object stays removed', async () => {
    const bytes = Buffer.from('deleted before its upload\n');
    const u = await upload(admin, bytes, 'text/plain', 'gone.txt');
    okData(await admin('DELETE', `/api/v1/files/${u.file.id}`));
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
    expect(Buffer.from(await (await fetch(f.downloadUrl)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('deleting a file takes its attachments, its prototype and the avatar it was with it', async () => {
    const f = await clean(eng, png(4, 4), 'image/png', 'doomed.png');
    const opp = okData(await admin('POST', '/api/v1/opportunities', { title: 'Loses a prototype' }), 201);
    okData(await admin('POST', `/api/v1/opportunities/${opp.ref}/prototypes`, { fileId: f.id }), 201);
    okData(await eng('POST', `/api/v1/files/${f.id}/attachments`, { entityType: 'opportunity', entityId: opp.ref }));
    const room = okData(await eng('POST', '/api/v1/rooms', { name: `Doomed ${randomUUID().slice(0, 8)}`, memberIds: [org.userId] }), 201);
    const msg = okData(await eng('POST', '/api/v1/messages', { roomId: room.id, body: 'with the doomed file', attachments: [f.id] }), 201);
    expect(okData(await eng('POST', '/api/v1/viewer/avatar', { fileId: f.id })).avatarFileId).toBe(f.id);

    okData(await eng('DELETE', `/api/v1/files/${f.id}`));
    expect(okData(await eng('GET', '/api/v1/viewer')).avatarFileId).toBeNull();
    expect(okData(await admin('GET', `/api/v1/users/${org.engineerId}`)).avatarFileId).toBeNull();
    const protos = okData(await admin('POST', `/api/v1/opportunities/${opp.ref}/prototypes`, { url: 'https://after.example/delete' }), 201);
    expect(protos.map((p: any) => p.fileId)).toEqual([null]);
    expectFailure(await admin('DELETE', `/api/v1/opportunities/${opp.ref}/prototypes?fileId=${f.id}`), 404, 'NOT_FOUND', 'query.fileId');
    expect(okData(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}`))).toEqual([]);
    const seen = okData(await admin('GET', `/api/v1/messages?roomId=${room.id}`)).find((m: any) => m.id === msg.id);
    expect(seen.attachments).toEqual([]);
    const rows = await db('file_attachments').where({ org_id: org.orgId, file_id: f.id });
    expect(rows).toEqual([]);
  });
});

describe('what others may see and change', () => {
  it('a file shared in a DM is as private as the DM: a third user gets 404 on get and does not see it listed', async () => {
    const third = await newUser(org.orgId, 'engineer', 'Third party');
    const outsider = client(third.apiKey);
    const dm = okData(await eng('POST', '/api/v1/rooms/dm', { userId: org.userId }), 201);
    const f = await clean(eng, Buffer.from('secret123\n'), 'text/plain', 'salary.txt');
    okData(await eng('POST', '/api/v1/messages', { roomId: dm.id, body: 'between us', attachments: [f.id] }), 201);
    expectFailure(await outsider('GET', `/api/v1/files/${f.id}`), 404, 'NOT_FOUND', 'path.id');
    expect(okData(await outsider('GET', '/api/v1/files?limit=200')).map((x: any) => x.id)).not.toContain(f.id);
    expectFailure(
      await outsider('POST', `/api/v1/files/${f.id}/attachments`, {
        entityType: 'task',
        entityId: okData(await outsider('POST', '/api/v1/tasks', { title: 'Mine' }), 201).ref,
      }),
      404,
      'NOT_FOUND',
      'path.id',
    );
    // The uploader and the other member of the DM see it, with its download link.
    expect(okData(await eng('GET', `/api/v1/files/${f.id}`)).downloadUrl).toEqual(expect.any(String));
    expect(okData(await admin('GET', `/api/v1/files/${f.id}`)).downloadUrl).toEqual(expect.any(String));
  });

  it("a message's attachments are its author's to change: another member is 403, a non-member 404", async () => {
    const room = okData(await eng('POST', '/api/v1/rooms', { name: `Authors ${randomUUID().slice(0, 8)}`, memberIds: [org.userId] }), 201);
    const f = await clean(eng, Buffer.from('attached by eng\n'), 'text/plain', 'engs.txt');
    const msg = okData(await eng('POST', '/api/v1/messages', { roomId: room.id, body: 'see file', attachments: [f.id] }), 201);
    const q = `entityType=message&entityId=${msg.id}`;
    const forbidden = expectFailure(await admin('DELETE', `/api/v1/files/${f.id}/attachments?${q}`), 403, 'FORBIDDEN', 'query.entityId');
    expect(forbidden.data).toEqual({ entityType: 'message', entityId: msg.id, authorId: org.engineerId });
    const mine = await clean(admin, Buffer.from('attached by admin\n'), 'text/plain', 'admins.txt');
    expectFailure(await admin('POST', `/api/v1/files/${mine.id}/attachments`, { entityType: 'message', entityId: msg.id }), 403, 'FORBIDDEN', 'body.entityId');
    const third = client((await newUser(org.orgId, 'engineer', 'Not in the room')).apiKey);
    expectFailure(await third('DELETE', `/api/v1/files/${f.id}/attachments?${q}`), 404, 'NOT_FOUND');
    const seen = okData(await eng('GET', `/api/v1/messages?roomId=${room.id}`)).find((m: any) => m.id === msg.id);
    expect(seen.attachments.map((a: any) => a.fileId)).toEqual([f.id]); // untouched
    expect(okData(await eng('DELETE', `/api/v1/files/${f.id}/attachments?${q}`)).attachments).toEqual([]); // the author may
  });

  it('an upload whose request expired cannot be confirmed, even with its bytes in place (it no longer holds quota)', async () => {
    const bytes = Buffer.from('late bytes\n');
    const u = await upload(admin, bytes, 'text/plain', 'late.txt');
    expect((await put(u, bytes)).status).toBe(200);
    const etag = (await put(u, bytes)).headers.get('etag');
    await db('files')
      .where({ org_id: org.orgId, id: u.file.id })
      .update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 second'`) });
    const late = expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag }), 409, 'INVALID_STATE_TRANSITION');
    expect(late.message).toMatch(/expired/);
    expect(okData(await admin('GET', `/api/v1/files/${u.file.id}`)).status).toBe('pending');
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
    expect(okData(await admin('GET', `/api/v1/files/${u.file.id}`)).status).toBe('processing'); // locked: nobody runs it

    // Then it falls silent for longer than STALE_MS, and the sweep every instance runs hands its job back.
    await db('job_workers')
      .where({ worker_id: dead })
      .update({ heartbeat_at: db.raw(`clock_timestamp() - make_interval(secs => ?)`, [STALE_MS / 1000 + 5]) });
    // [dead]; or [] in the rare case the live server's own sweep ran in the milliseconds since the update.
    expect([[dead], []]).toContainEqual(await unlockDeadWorkers(db, pino({ level: 'silent' })));
    expect(await db('job_workers').where({ worker_id: dead })).toEqual([]);
    const f = await settled(admin, u.file.id);
    expect(f.status).toBe('clean');
    expect(Buffer.from(await (await fetch(f.downloadUrl)).arrayBuffer()).equals(bytes)).toBe(true);
  });
});

describe('over MCP (spec 2 §4.21): create_file, get_file, get_file_storage_usage', () => {
  let mcp: Client;
  afterAll(async () => {
    await mcp?.close();
  });

  it('the tools answer as REST does, and a file requested over MCP uploads and checks clean', async () => {
    const o = await newOrg('Files MCP org');
    const rest = client(o.apiKey);
    mcp = new Client({ name: 'files-tests', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=all`), { requestInit: { headers: { authorization: `Bearer ${o.apiKey}` } } }),
    );
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const r = await mcp.callTool({ name, arguments: args });
      return { isError: Boolean(r.isError), body: r.structuredContent as any };
    };
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(['create_file', 'get_file', 'get_file_storage_usage', 'confirm_file', 'list_files', 'attach_file', 'detach_file', 'delete_file']),
    );

    const bytes = Buffer.from('uploaded by an agent\n');
    const made = await call('create_file', { sha256: sha256(bytes), filename: 'agent.txt', contentType: 'text/plain', size: bytes.length });
    expect(made.isError).toBe(false);
    const u: Upload = made.body.data;
    expect(u.file).toMatchObject({ status: 'pending', filename: 'agent.txt', size: bytes.length, uploadedBy: o.userId });
    expect(u.uploadUrl.startsWith(`${baseUrl}/api/uploads/`)).toBe(true);

    const usage = await call('get_file_storage_usage');
    expect(usage.isError).toBe(false);
    expect(usage.body.data).toEqual(okData(await rest('GET', '/api/v1/files/storage-usage')));
    expect(usage.body.data).toMatchObject({ bytesUsed: bytes.length, fileCount: 1 });

    const pending = await call('get_file', { id: u.file.id });
    expect(pending.body.data).toEqual(okData(await rest('GET', `/api/v1/files/${u.file.id}`)));

    const res = await put(u, bytes);
    expect(res.status).toBe(200);
    const confirmed = await call('confirm_file', { id: u.file.id, etag: res.headers.get('etag') });
    expect(confirmed.body.data.status).toBe('processing');
    await settled(rest, u.file.id);
    const done = await call('get_file', { id: u.file.id });
    expect(done.isError).toBe(false);
    const viaRest = okData(await rest('GET', `/api/v1/files/${u.file.id}`));
    // The download link is signed on each read: everything else is the same.
    const strip = ({ downloadUrl: _u, downloadExpiresAt: _e, ...rest }: any) => rest;
    expect(strip(done.body.data)).toEqual(strip(viaRest));
    expect(done.body.data.status).toBe('clean');
    const { downloadUrl, downloadExpiresAt } = done.body.data;
    const got = await fetch(downloadUrl);
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
