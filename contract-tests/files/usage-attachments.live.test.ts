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
import { client, type Reply } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { checkedFetch } from '../lib/contract.js';
import { expectFailure, okData } from '../lib/expect.js';
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

// A clean text file and a clean PNG of `org`, uploaded in that order (lists are newest first), as the upload tests
// leave them.
let text: any;
let image: any;
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
    const usage = async () => okData(await api('GET', '/api/v1/files/storage-usage'));
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

    okData(await api('DELETE', `/api/v1/files/${b.id}`));
    expect(await usage()).toEqual({ bytesUsed: 0, quota, percent: 0, fileCount: 0 });
    // Another org's files never count.
    expect(okData(await them('GET', '/api/v1/files/storage-usage')).bytesUsed).toBe(0);
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
        return { status: res.status, body: t ? JSON.parse(t) : undefined, headers: res.headers } as Reply<any>;
      };
      const bytes = (n: number, c: string) => Buffer.from(c.repeat(n));
      const first = await upload(api, bytes(600, 'a'), 'text/plain', 'six-hundred.txt');
      expect(okData(await api('GET', '/api/v1/files/storage-usage'))).toEqual({ bytesUsed: 600, quota: 1000, percent: 60, fileCount: 1 });

      const over = expectFailure(await requestUpload(api, bytes(401, 'b'), 'text/plain', 'too-much.txt'), 422, 'PLAN_LIMIT_EXCEEDED', 'body.size');
      expect(over.data).toEqual({ bytesUsed: 600, quota: 1000, requested: 401 });
      expect(over.suggestion).toMatch(/DELETE \/api\/v1\/files/);
      expect(okData(await api('GET', '/api/v1/files/storage-usage')).fileCount).toBe(1);

      // Exactly up to the quota fits.
      const second = await upload(api, bytes(400, 'c'), 'text/plain', 'four-hundred.txt');
      expect(okData(await api('GET', '/api/v1/files/storage-usage'))).toEqual({ bytesUsed: 1000, quota: 1000, percent: 100, fileCount: 2 });
      expectFailure(await requestUpload(api, bytes(1, 'd'), 'text/plain', 'one.txt'), 422, 'PLAN_LIMIT_EXCEEDED');

      // The upload URLs signed by this server work (same store), and the bytes are checked by the global worker.
      const res = await put(second, bytes(400, 'c'));
      expect(res.status).toBe(200);
      okData(await api('POST', `/api/v1/files/${second.file.id}/confirm`, { etag: res.headers.get('etag') }));
      expect((await settled(api, second.file.id)).status).toBe('clean');

      // Deleting frees the bytes; the refused upload now fits.
      okData(await api('DELETE', `/api/v1/files/${first.file.id}`));
      expect(okData(await api('GET', '/api/v1/files/storage-usage'))).toEqual({ bytesUsed: 400, quota: 1000, percent: 40, fileCount: 1 });
      okData(await requestUpload(api, bytes(401, 'b'), 'text/plain', 'fits-now.txt'), 201);
      // The org on the global server (default quota) is not refused: the quota is the server's setting.
      expect(okData(await client(o.apiKey)('GET', '/api/v1/files/storage-usage')).quota).toBe(quotaFromEnv());
    } finally {
      await small.close(0);
    }
  });
});

describe('list, attach and detach (spec 2 §4.18)', () => {
  let opp: any;
  let task: any;

  beforeAll(async () => {
    opp = okData(await admin('POST', '/api/v1/opportunities', { title: 'With files' }), 201);
    task = okData(await admin('POST', '/api/v1/tasks', { title: 'Task with files' }), 201);
  });

  it("attaches by ref or UUID, idempotently; lists one record's files; detaches idempotently", async () => {
    const a = okData(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: opp.ref }));
    expect(a.attachments).toEqual([{ entityType: 'opportunity', entityId: opp.id, attachedAt: expect.any(String) }]);
    const again = okData(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: opp.id }));
    expect(again.attachments).toEqual(a.attachments);
    okData(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'task', entityId: task.ref }));
    okData(await admin('POST', `/api/v1/files/${image.id}/attachments`, { entityType: 'opportunity', entityId: opp.ref }));
    const both = okData(await admin('GET', `/api/v1/files/${text.id}`)).attachments;
    expect(both.map((x: any) => [x.entityType, x.entityId])).toEqual([
      ['opportunity', opp.id],
      ['task', task.id],
    ]);

    // Newest first; only this record's files.
    const listed = await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}`);
    expect(okData(listed).map((f: any) => f.id)).toEqual([image.id, text.id]);
    expect(okData(listed)[0].downloadUrl).toBeUndefined(); // read a file by id for its link
    expect(okData(await admin('GET', `/api/v1/files?entityType=task&entityId=${task.id}`)).map((f: any) => f.id)).toEqual([text.id]);
    expect(okData(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}&limit=1`)).map((f: any) => f.id)).toEqual([image.id]);
    const page = expectPage(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}&limit=1`));
    expect(
      okData(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}&limit=1&cursor=${encodeURIComponent(page)}`)).map((f: any) => f.id),
    ).toEqual([text.id]);

    // One of the pair alone is 400 naming the other.
    expectFailure(await admin('GET', '/api/v1/files?entityType=opportunity'), 400, 'VALIDATION_FAILED', 'query.entityId');
    expectFailure(await admin('GET', `/api/v1/files?entityId=${opp.ref}`), 400, 'VALIDATION_FAILED', 'query.entityType');
    // The whole org's list, filtered by status.
    const failed = okData(await admin('GET', '/api/v1/files?status=failed&limit=200'));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((f: any) => f.status === 'failed')).toBe(true);
    expect(okData(await admin('GET', '/api/v1/files?status=clean&limit=200')).map((f: any) => f.id)).toEqual(expect.arrayContaining([text.id, image.id]));

    const detached = okData(await admin('DELETE', `/api/v1/files/${text.id}/attachments?entityType=opportunity&entityId=${opp.ref}`));
    expect(detached.attachments.map((x: any) => x.entityType)).toEqual(['task']);
    okData(await admin('DELETE', `/api/v1/files/${text.id}/attachments?entityType=opportunity&entityId=${opp.id}`)); // again: harmless
    expect(okData(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}`)).map((f: any) => f.id)).toEqual([image.id]);
    okData(await admin('DELETE', `/api/v1/files/${text.id}/attachments?entityType=task&entityId=${task.ref}`));
    expect(okData(await admin('GET', `/api/v1/files/${text.id}`)).attachments).toEqual([]);
  });

  it('createFile with entityType and entityId attaches on upload; the engineer attaches too (file:manage)', async () => {
    const bytes = Buffer.from('attached at birth\n');
    const u = okData(
      await eng('POST', '/api/v1/files', {
        sha256: sha256(bytes),
        filename: 'born.txt',
        contentType: 'text/plain',
        size: bytes.length,
        entityType: 'task',
        entityId: task.ref,
      }),
      201,
    );
    expect(u.file.attachments).toEqual([{ entityType: 'task', entityId: task.id, attachedAt: expect.any(String) }]);
    expect(u.file.uploadedBy).toBe(org.engineerId);
    expect(okData(await eng('GET', `/api/v1/files?entityType=task&entityId=${task.ref}`)).map((f: any) => f.id)).toContain(u.file.id);
    expectFailure(
      await eng('POST', '/api/v1/files', {
        sha256: sha256(bytes),
        filename: 'x.txt',
        contentType: 'text/plain',
        size: 1,
        entityType: 'task',
        entityId: 'NOPE-404',
      }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
  });

  it("a record that does not exist, or is another org's, is 404 naming entityId", async () => {
    const theirs = okData(await them('POST', '/api/v1/opportunities', { title: 'Not yours' }), 201);
    expectFailure(
      await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: theirs.id }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: 'OPP-999999' }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(
      await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'vision', entityId: randomUUID() }),
      404,
      'NOT_FOUND',
      'body.entityId',
    );
    expectFailure(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${theirs.id}`), 404, 'NOT_FOUND', 'query.entityId');
    expect(okData(await admin('GET', `/api/v1/files/${text.id}`)).attachments).toEqual([]);
  });

  it("another org's file is 404 on every operation that names it, and never listed", async () => {
    const theirOpp = okData(await them('POST', '/api/v1/opportunities', { title: 'Theirs' }), 201);
    for (const [method, path, body] of [
      ['GET', `/api/v1/files/${text.id}`, undefined],
      ['POST', `/api/v1/files/${text.id}/confirm`, { etag: 'x' }],
      ['POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: theirOpp.id }],
      ['DELETE', `/api/v1/files/${text.id}/attachments?entityType=opportunity&entityId=${theirOpp.id}`, undefined],
      ['DELETE', `/api/v1/files/${text.id}`, undefined],
    ] as const) {
      expectFailure(await them(method, path, body), 404, 'NOT_FOUND', 'path.id');
    }
    expectFailure(await them('POST', '/api/v1/viewer/avatar', { fileId: image.id }), 404, 'NOT_FOUND', 'body.fileId');
    expectFailure(await them('POST', `/api/v1/opportunities/${theirOpp.id}/prototypes`, { fileId: image.id }), 404, 'NOT_FOUND', 'body.fileId');
    const theirList = okData(await them('GET', '/api/v1/files?limit=200')).map((f: any) => f.id);
    expect(theirList).not.toContain(text.id);
    expect(theirList).not.toContain(image.id);
    expect(okData(await admin('GET', `/api/v1/files/${text.id}`)).status).toBe('clean');
  });
});

/** The cursor of a page that has more. */
function expectPage(r: Reply): string {
  expect(r.status).toBe(200);
  expect(r.body.pagination.hasMore).toBe(true);
  return r.body.pagination.cursor;
}

describe('the avatar (spec 2 §4.3)', () => {
  it('a clean image becomes the avatar (viewer and GET /users/{id}); text is 400, a pending or failed image 409, null clears', async () => {
    const set = okData(await eng('POST', '/api/v1/viewer/avatar', { fileId: image.id }));
    expect(set).toMatchObject({ userId: org.engineerId, avatarFileId: image.id });
    expect(okData(await eng('GET', '/api/v1/viewer')).avatarFileId).toBe(image.id);
    expect(okData(await admin('GET', `/api/v1/users/${org.engineerId}`)).avatarFileId).toBe(image.id);
    expect(okData(await admin('GET', '/api/v1/viewer')).avatarFileId).toBeNull(); // one user's avatar only

    const notImage = expectFailure(await eng('POST', '/api/v1/viewer/avatar', { fileId: text.id }), 400, 'VALIDATION_FAILED', 'body.fileId');
    expect(notImage.message).toMatch(/not an image/);
    const pendingPng = await upload(eng, png(3, 1), 'image/png', 'later.png');
    const pending = expectFailure(await eng('POST', '/api/v1/viewer/avatar', { fileId: pendingPng.file.id }), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    expect(pending.data).toEqual({ fileId: pendingPng.file.id, status: 'pending' });
    const { confirmed } = await uploaded(eng, Buffer.from('text pretending'), 'image/png', 'bad.png');
    expect((await settled(eng, confirmed.id)).status).toBe('failed');
    expectFailure(await eng('POST', '/api/v1/viewer/avatar', { fileId: confirmed.id }), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    expectFailure(await eng('POST', '/api/v1/viewer/avatar', { fileId: randomUUID() }), 404, 'NOT_FOUND', 'body.fileId');
    expect(okData(await eng('GET', '/api/v1/viewer')).avatarFileId).toBe(image.id); // refusals changed nothing

    expect(okData(await eng('POST', '/api/v1/viewer/avatar', { fileId: null })).avatarFileId).toBeNull();
    expect(okData(await admin('GET', `/api/v1/users/${org.engineerId}`)).avatarFileId).toBeNull();
  });
});

describe('message and comment attachments (spec 1 §2.10)', () => {
  it('a message carries its files (filename, size, status); a pending file is 409 naming body.attachments[i]; an edit replaces the list', async () => {
    const room = okData(await admin('POST', '/api/v1/rooms', { name: `Files room ${randomUUID().slice(0, 8)}`, memberIds: [org.engineerId] }), 201);
    const msg = okData(await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Specs attached', attachments: [text.id, image.id] }), 201);
    expect(msg.attachments).toEqual([
      { fileId: text.id, filename: 'notes.txt', contentType: 'text/plain', size: hello.length, status: 'clean' },
      { fileId: image.id, filename: 'pixel ✓.png', contentType: 'image/png', size: pixel.length, status: 'clean' },
    ]);
    // The room's members see them in the list; the file lists the message among its attachments.
    const seen = okData(await eng('GET', `/api/v1/messages?roomId=${room.id}`)).find((m: any) => m.id === msg.id);
    expect(seen.attachments.map((a: any) => a.fileId)).toEqual([text.id, image.id]);
    expect(okData(await admin('GET', `/api/v1/files/${image.id}`)).attachments).toEqual(
      expect.arrayContaining([{ entityType: 'message', entityId: msg.id, attachedAt: expect.any(String) }]),
    );
    expect(
      okData(await admin('GET', `/api/v1/files?entityType=message&entityId=${msg.id}`))
        .map((f: any) => f.id)
        .sort(),
    ).toEqual([text.id, image.id].sort());

    const pending = await upload(admin, Buffer.from('soon'), 'text/plain', 'soon.txt');
    const refused = expectFailure(
      await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Too early', attachments: [pending.file.id] }),
      409,
      'INVALID_STATE_TRANSITION',
      'body.attachments[0]',
    );
    expect(refused.data).toEqual({ fileId: pending.file.id, status: 'pending' });
    expectFailure(
      await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Second bad', attachments: [text.id, pending.file.id] }),
      409,
      'INVALID_STATE_TRANSITION',
      'body.attachments[1]',
    );
    expectFailure(
      await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Unknown', attachments: [randomUUID()] }),
      404,
      'NOT_FOUND',
      'body.attachments[0]',
    );
    const theirs = await upload(them, Buffer.from('theirs'), 'text/plain', 'theirs.txt');
    expectFailure(
      await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Not ours', attachments: [theirs.file.id] }),
      404,
      'NOT_FOUND',
      'body.attachments[0]',
    );

    const edited = okData(await admin('PATCH', `/api/v1/messages/${msg.id}`, { body: 'Specs attached', attachments: [image.id] }));
    expect(edited.attachments.map((a: any) => a.fileId)).toEqual([image.id]);
    expect(edited.edited).toBe(true);
    expect(okData(await admin('GET', `/api/v1/files?entityType=message&entityId=${msg.id}`)).map((f: any) => f.id)).toEqual([image.id]);
    // An edit without attachments keeps them; an empty list clears them.
    expect(okData(await admin('PATCH', `/api/v1/messages/${msg.id}`, { body: 'Reworded' })).attachments.map((a: any) => a.fileId)).toEqual([image.id]);
    expect(okData(await admin('PATCH', `/api/v1/messages/${msg.id}`, { body: 'Reworded', attachments: [] })).attachments).toEqual([]);
  });

  it('a comment carries its files the same way', async () => {
    const opp = okData(await admin('POST', '/api/v1/opportunities', { title: 'Commented with files' }), 201);
    const c = okData(
      await admin('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'See the picture', attachments: [image.id] }),
      201,
    );
    expect(c.attachments).toEqual([{ fileId: image.id, filename: 'pixel ✓.png', contentType: 'image/png', size: pixel.length, status: 'clean' }]);
    const pending = await upload(admin, Buffer.from('later'), 'text/plain', 'later.txt');
    expectFailure(
      await admin('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'x', attachments: [pending.file.id] }),
      409,
      'INVALID_STATE_TRANSITION',
      'body.attachments[0]',
    );
    const edited = okData(await admin('PATCH', `/api/v1/comments/${c.id}`, { body: 'See the notes instead', attachments: [text.id] }));
    expect(edited.attachments.map((a: any) => a.fileId)).toEqual([text.id]);
    expect(okData(await admin('GET', `/api/v1/files?entityType=comment&entityId=${c.id}`)).map((f: any) => f.id)).toEqual([text.id]);
    expectFailure(
      await admin('PATCH', `/api/v1/comments/${c.id}`, { body: 'x', attachments: [pending.file.id] }),
      409,
      'INVALID_STATE_TRANSITION',
      'body.attachments[0]',
    );
    const listed = okData(await admin('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`)).find((x: any) => x.id === c.id);
    expect(listed.attachments.map((a: any) => a.fileId)).toEqual([text.id]);
  });
});

describe('prototypes by fileId (spec 2 §4.7)', () => {
  it('adds a file prototype once (409 ALREADY_EXISTS), refuses a pending file (409), removes it by fileId', async () => {
    const opp = okData(await admin('POST', '/api/v1/opportunities', { title: 'Prototyped with a file' }), 201);
    const url = (q = '') => `/api/v1/opportunities/${opp.ref}/prototypes${q}`;
    const added = okData(await admin('POST', url(), { fileId: image.id }), 201);
    expect(added).toEqual([{ url: null, fileId: image.id, addedBy: org.userId, addedAt: expect.any(String) }]);
    const dup = expectFailure(await admin('POST', url(), { fileId: image.id.toUpperCase() }), 409, 'ALREADY_EXISTS');
    expect(dup.suggestion).toMatch(/prototypes/);
    const both = okData(await admin('POST', url(), { url: 'https://www.figma.com/proto/files' }), 201);
    expect(both.map((p: any) => [p.url, p.fileId])).toEqual([
      [null, image.id],
      ['https://www.figma.com/proto/files', null],
    ]);

    const pending = await upload(admin, png(1, 2), 'image/png', 'pending.png');
    const refused = expectFailure(await admin('POST', url(), { fileId: pending.file.id }), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    expect(refused.data).toEqual({ fileId: pending.file.id, status: 'pending' });
    expectFailure(await admin('POST', url(), { url: 'https://x.example/p', fileId: image.id }), 400, 'VALIDATION_FAILED', 'body.fileId');

    const left = okData(await admin('DELETE', url(`?fileId=${image.id}`)));
    expect(left.map((p: any) => p.url)).toEqual(['https://www.figma.com/proto/files']);
    expectFailure(await admin('DELETE', url(`?fileId=${image.id}`)), 404, 'NOT_FOUND', 'query.fileId');
    expect(okData(await admin('GET', `/api/v1/files/${image.id}`)).status).toBe('clean'); // the file itself stays
  });
});
