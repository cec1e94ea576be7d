/**
 * Files in use (spec 1 §2.10; spec 2 §4.3, §4.7, §4.18): storage usage (pending, clean, failed, expired and deleted
 * files) and the quota refusal (422 PLAN_LIMIT_EXCEEDED) on a second in-process server started with a small
 * SEXTANT_STORAGE_QUOTA_BYTES; list by record, attach and detach (idempotent; another org's record 404; a failed file
 * 409); the viewer's avatar, message and comment attachments, opportunity prototypes by fileId.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { png } from '../lib/png.js';
import pino from 'pino';
import * as sdk from '../../sdk/src/index';
import { Sextant, type File } from '../../sdk/src/index';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { checkedFetch } from '../lib/contract.js';
import { as, envelope, failure, ok, useSdk } from '../lib/sdkAs.js';
import { startServer, type Running } from '../../src/server.js';
import { quotaFromEnv } from '../../src/services/files.js';
import {
  admin,
  clean,
  databaseUrl,
  db,
  eng,
  filesDir,
  hello,
  org,
  other,
  pixel,
  put,
  requestUpload,
  settled,
  sha256,
  them,
  type Api,
  upload,
  uploaded,
  useFilesOrgs,
} from './_setup.js';

useFilesOrgs();
useSdk();
/** The keys behind _setup's clients: org's admin and engineer, and the other org's admin. */
const adminKey = () => as(org.apiKey);
const engKey = () => as(org.engineerKey);
const themKey = () => as(other.apiKey);

// A clean text file and a clean PNG of `org`, uploaded in that order (lists are newest first), as the upload tests
// leave them.
let text: File;
let image: File;
beforeAll(async () => {
  text = await clean(admin, hello, 'text/plain', 'notes.txt');
  image = await clean(admin, pixel, 'image/png', 'pixel ✓.png');
  // And a failed one (declared image/png, sent text), which the list by status must find.
  const { confirmed } = await uploaded(admin, Buffer.from('not a picture at all\n'), 'image/png', 'fake.png');
  expect((await settled(admin, confirmed.id)).status).toBe('failed');
});

describe('storage usage and the quota (spec 2 §4.18)', () => {
  it('counts pending (unexpired), processing and clean files; failed, expired and deleted ones hold nothing', async () => {
    const o = await newOrg('Usage org');
    const api = client(o.apiKey);
    const usage = async () => ok(await sdk.getFileStorageUsage(as(o.apiKey)));
    const quota = quotaFromEnv();
    expect(await usage()).toEqual({ bytesUsed: 0, quota, percent: 0, fileCount: 0 });

    const a = Buffer.from('a'.repeat(300));
    const pending = await upload(api, a, 'text/plain', 'a.txt');
    expect(await usage()).toEqual({ bytesUsed: 300, quota, percent: Math.round((300 / quota) * 10000) / 100, fileCount: 1 });
    const b = await clean(api, pixel, 'image/png', 'b.png');
    expect(await usage()).toMatchObject({ bytesUsed: 300 + pixel.length, fileCount: 2 });

    const { confirmed } = await uploaded(api, Buffer.from('not a png'), 'image/png', 'c.png');
    expect((await settled(api, confirmed.id)).status).toBe('failed');
    expect(await usage()).toMatchObject({ bytesUsed: 300 + pixel.length, fileCount: 2 });

    await db('files')
      .where({ org_id: o.orgId, id: pending.file.id })
      .update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 second'`) });
    expect(await usage()).toMatchObject({ bytesUsed: pixel.length, fileCount: 1 });

    ok(await sdk.deleteFile(b.id, undefined, as(o.apiKey)));
    expect(await usage()).toEqual({ bytesUsed: 0, quota, percent: 0, fileCount: 0 });
    // Another org's files never count.
    expect(ok(await sdk.getFileStorageUsage(themKey())).bytesUsed).toBe(0);
  });

  it("an upload past the org's quota is 422 PLAN_LIMIT_EXCEEDED (a second server with SEXTANT_STORAGE_QUOTA_BYTES=1000)", async () => {
    const saved = process.env.SEXTANT_STORAGE_QUOTA_BYTES;
    let small: Running | undefined;
    process.env.SEXTANT_STORAGE_QUOTA_BYTES = '1000';
    try {
      // No worker: its jobs are the global server's (same database, same store and key).
      small = await startServer({
        databaseUrl,
        port: 0,
        logger: pino({ level: 'silent' }),
        rateLimit: 1_000_000,
        worker: false,
        storage: { driver: 'local', dir: filesDir, secretKeyFile: join(dirname(filesDir), 'secret.key') },
      });
    } finally {
      if (saved === undefined) delete process.env.SEXTANT_STORAGE_QUOTA_BYTES;
      else process.env.SEXTANT_STORAGE_QUOTA_BYTES = saved;
    }
    try {
      const base = `http://127.0.0.1:${small.port}`;
      const o = await newOrg('Quota org');
      const api: Api = async (method, path, body, headers = {}) => {
        const res = await checkedFetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${o.apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const t = await res.text();
        return { status: res.status, body: t ? JSON.parse(t) : undefined, headers: res.headers };
      };
      // The typed client of the small server (throws on any non-2xx answer).
      const smallSdk = new Sextant({ baseUrl: base, apiKey: o.apiKey, fetch: checkedFetch, retry: false });
      const smallUsage = async () => (await smallSdk.files.getStorageUsage()).data;
      const bytes = (n: number, c: string) => Buffer.from(c.repeat(n));
      const first = await upload(api, bytes(600, 'a'), 'text/plain', 'six-hundred.txt');
      expect(await smallUsage()).toEqual({ bytesUsed: 600, quota: 1000, percent: 60, fileCount: 1 });

      const over = failure(await requestUpload(api, bytes(401, 'b'), 'text/plain', 'too-much.txt'), 422, 'PLAN_LIMIT_EXCEEDED', 'body.size');
      expect(over.data).toEqual({ bytesUsed: 600, quota: 1000, requested: 401 });
      expect(over.suggestion).toMatch(/DELETE \/api\/v1\/files/);
      expect((await smallUsage()).fileCount).toBe(1);

      // Exactly up to the quota fits.
      const second = await upload(api, bytes(400, 'c'), 'text/plain', 'four-hundred.txt');
      expect(await smallUsage()).toEqual({ bytesUsed: 1000, quota: 1000, percent: 100, fileCount: 2 });
      failure(await requestUpload(api, bytes(1, 'd'), 'text/plain', 'one.txt'), 422, 'PLAN_LIMIT_EXCEEDED');

      // The upload URLs signed by this server work (same store), and the bytes are checked by the global worker.
      const res = await put(second, bytes(400, 'c'));
      expect(res.status).toBe(200);
      await smallSdk.files.confirm(second.file.id, { etag: res.headers.get('etag')! });
      expect((await settled(api, second.file.id)).status).toBe('clean');

      // Deleting frees the bytes; the refused upload now fits.
      await smallSdk.files.delete(first.file.id);
      expect(await smallUsage()).toEqual({ bytesUsed: 400, quota: 1000, percent: 40, fileCount: 1 });
      ok(await requestUpload(api, bytes(401, 'b'), 'text/plain', 'fits-now.txt'), 201);
      // The org on the global server (default quota) is not refused: the quota is the server's setting.
      expect(ok(await sdk.getFileStorageUsage(as(o.apiKey))).quota).toBe(quotaFromEnv());
    } finally {
      await small.close(0);
    }
  });
});

describe('list, attach and detach (spec 2 §4.18)', () => {
  let opp: { id: string; ref: string };
  let task: { id: string; ref: string };

  beforeAll(async () => {
    opp = ok(await sdk.createOpportunity({ title: 'With files' }, undefined, adminKey()), 201);
    task = ok(await sdk.createTask({ title: 'Task with files' }, undefined, adminKey()), 201);
  });

  it("attaches by ref or UUID, idempotently; lists one record's files; detaches idempotently", async () => {
    const attach = (file: File, entityType: 'opportunity' | 'task', entityId: string) =>
      sdk.attachFile(file.id, { entityType, entityId }, undefined, adminKey());
    const a = ok(await attach(text, 'opportunity', opp.ref));
    expect(a.attachments).toEqual([{ entityType: 'opportunity', entityId: opp.id, attachedAt: expect.any(String) }]);
    const again = ok(await attach(text, 'opportunity', opp.id));
    expect(again.attachments).toEqual(a.attachments);
    ok(await attach(text, 'task', task.ref));
    ok(await attach(image, 'opportunity', opp.ref));
    const both = ok(await sdk.getFile(text.id, adminKey())).attachments;
    expect(both.map((x) => [x.entityType, x.entityId])).toEqual([
      ['opportunity', opp.id],
      ['task', task.id],
    ]);

    // Newest first; only this record's files.
    const listed = ok(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref }, adminKey()));
    expect(listed.map((f) => f.id)).toEqual([image.id, text.id]);
    expect(listed[0].downloadUrl).toBeUndefined(); // read a file by id for its link
    expect(ok(await sdk.listFiles({ entityType: 'task', entityId: task.id }, adminKey())).map((f) => f.id)).toEqual([text.id]);
    expect(ok(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref, limit: 1 }, adminKey())).map((f) => f.id)).toEqual([image.id]);
    const page = expectPage(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref, limit: 1 }, adminKey()));
    expect(ok(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref, limit: 1, cursor: page }, adminKey())).map((f) => f.id)).toEqual([text.id]);

    // One of the pair alone is 400 naming the other.
    failure(await sdk.listFiles({ entityType: 'opportunity' }, adminKey()), 400, 'VALIDATION_FAILED', 'query.entityId');
    failure(await sdk.listFiles({ entityId: opp.ref }, adminKey()), 400, 'VALIDATION_FAILED', 'query.entityType');
    // The whole org's list, filtered by status.
    const failed = ok(await sdk.listFiles({ status: 'failed', limit: 200 }, adminKey()));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((f) => f.status === 'failed')).toBe(true);
    expect(ok(await sdk.listFiles({ status: 'clean', limit: 200 }, adminKey())).map((f) => f.id)).toEqual(expect.arrayContaining([text.id, image.id]));

    const detach = (entityType: 'opportunity' | 'task', entityId: string) => sdk.detachFile(text.id, { entityType, entityId }, undefined, adminKey());
    const detached = ok(await detach('opportunity', opp.ref));
    expect(detached.attachments.map((x) => x.entityType)).toEqual(['task']);
    ok(await detach('opportunity', opp.id)); // again: harmless
    expect(ok(await sdk.listFiles({ entityType: 'opportunity', entityId: opp.ref }, adminKey())).map((f) => f.id)).toEqual([image.id]);
    ok(await detach('task', task.ref));
    expect(ok(await sdk.getFile(text.id, adminKey())).attachments).toEqual([]);
  });

  it('createFile with entityType and entityId attaches on upload; the engineer attaches too (file:manage)', async () => {
    const bytes = Buffer.from('attached at birth\n');
    const u = ok(
      await sdk.createFile(
        {
          sha256: sha256(bytes),
          filename: 'born.txt',
          contentType: 'text/plain',
          size: bytes.length,
          entityType: 'task',
          entityId: task.ref,
        },
        undefined,
        engKey(),
      ),
      201,
    );
    expect(u.file.attachments).toEqual([{ entityType: 'task', entityId: task.id, attachedAt: expect.any(String) }]);
    expect(u.file.uploadedBy).toBe(org.engineerId);
    expect(ok(await sdk.listFiles({ entityType: 'task', entityId: task.ref }, engKey())).map((f) => f.id)).toContain(u.file.id);
    failure(
      await sdk.createFile(
        {
          sha256: sha256(bytes),
          filename: 'x.txt',
          contentType: 'text/plain',
          size: 1,
          entityType: 'task',
          entityId: 'NOPE-404',
        },
        undefined,
        engKey(),
      ),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
  });

  it("a record that does not exist, or is another org's, is 404 naming entityId", async () => {
    const theirs = ok(await sdk.createOpportunity({ title: 'Not yours' }, undefined, themKey()), 201);
    failure(await sdk.attachFile(text.id, { entityType: 'opportunity', entityId: theirs.id }, undefined, adminKey()), 404, 'NOT_FOUND', 'body.entityId');
    failure(await sdk.attachFile(text.id, { entityType: 'opportunity', entityId: 'OPP-999999' }, undefined, adminKey()), 404, 'NOT_FOUND', 'body.entityId');
    failure(await sdk.attachFile(text.id, { entityType: 'vision', entityId: randomUUID() }, undefined, adminKey()), 404, 'NOT_FOUND', 'body.entityId');
    failure(await sdk.listFiles({ entityType: 'opportunity', entityId: theirs.id }, adminKey()), 404, 'NOT_FOUND', 'query.entityId');
    expect(ok(await sdk.getFile(text.id, adminKey())).attachments).toEqual([]);
  });

  it("another org's file is 404 on every operation that names it, and never listed", async () => {
    const theirOpp = ok(await sdk.createOpportunity({ title: 'Theirs' }, undefined, themKey()), 201);
    for (const send of [
      () => sdk.getFile(text.id, themKey()),
      () => sdk.confirmFile(text.id, { etag: 'x' }, undefined, themKey()),
      () => sdk.attachFile(text.id, { entityType: 'opportunity', entityId: theirOpp.id }, undefined, themKey()),
      () => sdk.detachFile(text.id, { entityType: 'opportunity', entityId: theirOpp.id }, undefined, themKey()),
      () => sdk.deleteFile(text.id, undefined, themKey()),
    ]) {
      failure(await send(), 404, 'NOT_FOUND', 'path.id');
    }
    failure(await sdk.setViewerAvatar({ fileId: image.id }, undefined, themKey()), 404, 'NOT_FOUND', 'body.fileId');
    failure(await sdk.addOpportunityPrototype(theirOpp.id, { fileId: image.id }, undefined, themKey()), 404, 'NOT_FOUND', 'body.fileId');
    const theirList = ok(await sdk.listFiles({ limit: 200 }, themKey())).map((f) => f.id);
    expect(theirList).not.toContain(text.id);
    expect(theirList).not.toContain(image.id);
    expect(ok(await sdk.getFile(text.id, adminKey())).status).toBe('clean');
  });
});

/** The cursor of a page that has more. */
function expectPage(r: Awaited<ReturnType<typeof sdk.listFiles>>): string {
  expect(r.status).toBe(200);
  const { pagination } = envelope(r);
  expect(pagination?.hasMore).toBe(true);
  return pagination!.cursor!;
}

describe('the avatar (spec 2 §4.3)', () => {
  it('a clean image becomes the avatar (viewer and GET /users/{id}); text is 400, a pending or failed image 409, null clears', async () => {
    const avatar = (fileId: string | null) => sdk.setViewerAvatar({ fileId }, undefined, engKey());
    const set = ok(await avatar(image.id));
    expect(set).toMatchObject({ userId: org.engineerId, avatarFileId: image.id });
    expect(ok(await sdk.getViewer(engKey())).avatarFileId).toBe(image.id);
    expect(ok(await sdk.getUser(org.engineerId, adminKey())).avatarFileId).toBe(image.id);
    expect(ok(await sdk.getViewer(adminKey())).avatarFileId).toBeNull(); // one user's avatar only

    const notImage = failure(await avatar(text.id), 400, 'VALIDATION_FAILED', 'body.fileId');
    expect(notImage.message).toMatch(/not an image/);
    const pendingPng = await upload(eng, png(3, 1), 'image/png', 'later.png');
    const pending = failure(await avatar(pendingPng.file.id), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    expect(pending.data).toEqual({ fileId: pendingPng.file.id, status: 'pending' });
    const { confirmed } = await uploaded(eng, Buffer.from('text pretending'), 'image/png', 'bad.png');
    expect((await settled(eng, confirmed.id)).status).toBe('failed');
    failure(await avatar(confirmed.id), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    failure(await avatar(randomUUID()), 404, 'NOT_FOUND', 'body.fileId');
    expect(ok(await sdk.getViewer(engKey())).avatarFileId).toBe(image.id); // refusals changed nothing

    expect(ok(await avatar(null)).avatarFileId).toBeNull();
    expect(ok(await sdk.getUser(org.engineerId, adminKey())).avatarFileId).toBeNull();
  });
});

describe('message and comment attachments (spec 1 §2.10)', () => {
  it('a message carries its files (filename, size, status); a pending file is 409 naming body.attachments[i]; an edit replaces the list', async () => {
    const room = ok(await sdk.createRoom({ name: `Files room ${randomUUID().slice(0, 8)}`, memberIds: [org.engineerId] }, undefined, adminKey()), 201);
    const post = (body: string, attachments: string[]) => sdk.createMessage({ roomId: room.id, body, attachments }, undefined, adminKey());
    const msg = ok(await post('Specs attached', [text.id, image.id]), 201);
    expect(msg.attachments).toEqual([
      { fileId: text.id, filename: 'notes.txt', contentType: 'text/plain', size: hello.length, status: 'clean' },
      { fileId: image.id, filename: 'pixel ✓.png', contentType: 'image/png', size: pixel.length, status: 'clean' },
    ]);
    // The room's members see them in the list; the file lists the message among its attachments.
    const seen = ok(await sdk.listMessages({ roomId: room.id }, engKey())).find((m) => m.id === msg.id)!;
    expect(seen.attachments.map((a) => a.fileId)).toEqual([text.id, image.id]);
    expect(ok(await sdk.getFile(image.id, adminKey())).attachments).toEqual(
      expect.arrayContaining([{ entityType: 'message', entityId: msg.id, attachedAt: expect.any(String) }]),
    );
    expect(
      ok(await sdk.listFiles({ entityType: 'message', entityId: msg.id }, adminKey()))
        .map((f) => f.id)
        .sort(),
    ).toEqual([text.id, image.id].sort());

    const pending = await upload(admin, Buffer.from('soon'), 'text/plain', 'soon.txt');
    const refused = failure(await post('Too early', [pending.file.id]), 409, 'INVALID_STATE_TRANSITION', 'body.attachments[0]');
    expect(refused.data).toEqual({ fileId: pending.file.id, status: 'pending' });
    failure(await post('Second bad', [text.id, pending.file.id]), 409, 'INVALID_STATE_TRANSITION', 'body.attachments[1]');
    failure(await post('Unknown', [randomUUID()]), 404, 'NOT_FOUND', 'body.attachments[0]');
    const theirs = await upload(them, Buffer.from('theirs'), 'text/plain', 'theirs.txt');
    failure(await post('Not ours', [theirs.file.id]), 404, 'NOT_FOUND', 'body.attachments[0]');

    const edited = ok(await sdk.updateMessage(msg.id, { body: 'Specs attached', attachments: [image.id] }, undefined, adminKey()));
    expect(edited.attachments.map((a) => a.fileId)).toEqual([image.id]);
    expect(edited.edited).toBe(true);
    expect(ok(await sdk.listFiles({ entityType: 'message', entityId: msg.id }, adminKey())).map((f) => f.id)).toEqual([image.id]);
    // An edit without attachments keeps them; an empty list clears them.
    expect(ok(await sdk.updateMessage(msg.id, { body: 'Reworded' }, undefined, adminKey())).attachments.map((a) => a.fileId)).toEqual([image.id]);
    expect(ok(await sdk.updateMessage(msg.id, { body: 'Reworded', attachments: [] }, undefined, adminKey())).attachments).toEqual([]);
  });

  it('a comment carries its files the same way', async () => {
    const opp = ok(await sdk.createOpportunity({ title: 'Commented with files' }, undefined, adminKey()), 201);
    const c = ok(
      await sdk.createComment({ entityType: 'opportunity', entityId: opp.ref, body: 'See the picture', attachments: [image.id] }, undefined, adminKey()),
      201,
    );
    expect(c.attachments).toEqual([{ fileId: image.id, filename: 'pixel ✓.png', contentType: 'image/png', size: pixel.length, status: 'clean' }]);
    const pending = await upload(admin, Buffer.from('later'), 'text/plain', 'later.txt');
    failure(
      await sdk.createComment({ entityType: 'opportunity', entityId: opp.ref, body: 'x', attachments: [pending.file.id] }, undefined, adminKey()),
      409,
      'INVALID_STATE_TRANSITION',
      'body.attachments[0]',
    );
    const edited = ok(await sdk.updateComment(c.id, { body: 'See the notes instead', attachments: [text.id] }, undefined, adminKey()));
    expect(edited.attachments.map((a) => a.fileId)).toEqual([text.id]);
    expect(ok(await sdk.listFiles({ entityType: 'comment', entityId: c.id }, adminKey())).map((f) => f.id)).toEqual([text.id]);
    failure(
      await sdk.updateComment(c.id, { body: 'x', attachments: [pending.file.id] }, undefined, adminKey()),
      409,
      'INVALID_STATE_TRANSITION',
      'body.attachments[0]',
    );
    const listed = ok(await sdk.listComments({ entityType: 'opportunity', entityId: opp.ref }, adminKey())).find((x) => x.id === c.id)!;
    expect(listed.attachments.map((a) => a.fileId)).toEqual([text.id]);
  });
});

describe('prototypes by fileId (spec 2 §4.7)', () => {
  it('adds a file prototype once (409 ALREADY_EXISTS), refuses a pending file (409), removes it by fileId', async () => {
    const opp = ok(await sdk.createOpportunity({ title: 'Prototyped with a file' }, undefined, adminKey()), 201);
    const add = (body: Parameters<typeof sdk.addOpportunityPrototype>[1]) => sdk.addOpportunityPrototype(opp.ref, body, undefined, adminKey());
    const added = ok(await add({ fileId: image.id }), 201);
    expect(added).toEqual([{ url: null, fileId: image.id, addedBy: org.userId, addedAt: expect.any(String) }]);
    const dup = failure(await add({ fileId: image.id.toUpperCase() }), 409, 'ALREADY_EXISTS');
    expect(dup.suggestion).toMatch(/prototypes/);
    const both = ok(await add({ url: 'https://www.figma.com/proto/files' }), 201);
    expect(both.map((p) => [p.url, p.fileId])).toEqual([
      [null, image.id],
      ['https://www.figma.com/proto/files', null],
    ]);

    const pending = await upload(admin, png(1, 2), 'image/png', 'pending.png');
    const refused = failure(await add({ fileId: pending.file.id }), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    expect(refused.data).toEqual({ fileId: pending.file.id, status: 'pending' });
    failure(await add({ url: 'https://x.example/p', fileId: image.id }), 400, 'VALIDATION_FAILED', 'body.fileId');

    const remove = () => sdk.removeOpportunityPrototype(opp.ref, { fileId: image.id }, undefined, adminKey());
    const left = ok(await remove());
    expect(left.map((p) => p.url)).toEqual(['https://www.figma.com/proto/files']);
    failure(await remove(), 404, 'NOT_FOUND', 'query.fileId');
    expect(ok(await sdk.getFile(image.id, adminKey())).status).toBe('clean'); // the file itself stays
  });
});
