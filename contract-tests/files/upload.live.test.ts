/**
 * Uploading a file on the local object store, through the global live server and real bytes (spec 1 §3.2; spec 2
 * §4.18, §7): requested, the bytes sent to the presigned URL Sextant signs itself (PUT /api/uploads/{token}),
 * confirmed, and checked by the integrity job on graphile-worker.
 *
 * - a clean text file and a clean PNG: the download URL only once clean, serving the exact bytes with the declared
 *   type, as an attachment, with nosniff; repeated confirm returns the current state;
 * - what the upload route refuses itself (wrong bytes 400, a wrong Content-Type or Content-Digest 400, more bytes
 *   than signed 413 — announced or streamed —, fewer 400, a forged or expired token 403) and what only the job can
 *   see (checksum and type mismatches) — a failed file's bytes are removed;
 * - createFile's own refusals (over 100 MiB, a type outside the list, entityType without entityId), confirm before
 *   the upload (409 with a suggestion, another once the request expired), an ETag mismatch (409).
 */
import { describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as sdk from '../../sdk/src/index';
import type { File } from '../../sdk/src/index';
import { as, envelope, failure, ok } from '../lib/sdkAs.js';
import { LocalObjectStore, etagOf } from '../../src/storage/local.js';
import { loadSecretKey } from '../../src/storage/secretKey.js';
import { MAX_FILE_BYTES } from '../../src/services/files.js';
import {
  actionNames,
  admin,
  baseUrl,
  db,
  filesDir,
  hello,
  objectPath,
  org,
  pixel,
  put,
  requestUpload,
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

// The clean text file and PNG the first two tests make, which later tests of this file read.
let text: File;
let image: File;

describe('a clean upload through the presigned URL (spec 2 §4.18)', () => {
  it('a text file: pending with a signed PUT, uploaded, confirmed (processing), checked clean; the download serves the exact bytes', async () => {
    const before = Date.now();
    const created = await requestUpload(admin, hello, 'text/plain', 'notes.txt');
    const u: Upload = ok(created, 201);
    expect(u.file).toMatchObject({
      orgId: org.orgId,
      filename: 'notes.txt',
      contentType: 'text/plain',
      size: hello.length,
      sha256: sha256(hello),
      status: 'pending',
      processingError: null,
      uploadedBy: org.userId,
      attachments: [],
      confirmedAt: null,
      checkedAt: null,
    });
    expect(u.file.downloadUrl).toBeUndefined();
    expect(u.uploadMethod).toBe('PUT');
    expect(u.uploadUrl.startsWith(`${baseUrl}/api/uploads/`)).toBe(true);
    expect(u.fields).toEqual({ 'Content-Type': 'text/plain', 'Content-Digest': `sha-256=:${createHash('sha256').update(hello).digest('base64')}:` });
    const ttl = Date.parse(u.expiresAt) - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThan(16 * 60_000);
    expect(actionNames(envelope(created, 201))).toEqual(['confirmFile', 'getFile', 'deleteFile']);

    // Pending: no download, no bytes in the store yet.
    const pending = ok(await sdk.getFile(u.file.id, as(admin)));
    expect(pending.status).toBe('pending');
    expect(pending.downloadUrl).toBeUndefined();
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
    expect(existsSync(objectPath(org.orgId, u.file.id))).toBe(false);

    const res = await put(u, hello);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(readFileSync(uploadPath(org.orgId, u.file.id)).equals(hello)).toBe(true);

    const confirmed = await sdk.confirmFile(u.file.id, { etag }, undefined, as(admin));
    expect(ok(confirmed)).toMatchObject({ id: u.file.id, status: 'processing', processingError: null, checkedAt: null });
    expect(ok(confirmed).confirmedAt).toEqual(expect.any(String));
    expect(ok(confirmed).downloadUrl).toBeUndefined();

    text = await settled(admin, u.file.id);
    expect(text).toMatchObject({ status: 'clean', processingError: null, size: hello.length, sha256: sha256(hello) });
    expect(Date.parse(text.checkedAt!)).toBeGreaterThanOrEqual(Date.parse(text.confirmedAt!));
    expect(text.downloadUrl?.startsWith(`${baseUrl}/api/downloads/`)).toBe(true);
    const dl = Date.parse(text.downloadExpiresAt!) - Date.now();
    expect(dl).toBeGreaterThan(13 * 60_000);
    expect(dl).toBeLessThan(16 * 60_000);

    const got = await fetch(text.downloadUrl!);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(hello)).toBe(true);
    expect(got.headers.get('content-type')!.split(';')[0]).toBe('text/plain');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);

    // Repeated confirm returns the current state, whatever etag it carries.
    const again = await sdk.confirmFile(u.file.id, { etag: 'anything' }, undefined, as(admin));
    expect(ok(again)).toMatchObject({ id: u.file.id, status: 'clean', confirmedAt: text.confirmedAt, checkedAt: text.checkedAt });
  });

  it('a PNG: sniffed as image/png, clean, downloaded byte for byte as image/png with its filename', async () => {
    const { confirmed } = await uploaded(admin, pixel, 'image/png', 'pixel ✓.png');
    expect(confirmed.status).toBe('processing');
    image = await settled(admin, confirmed.id);
    expect(image).toMatchObject({ status: 'clean', contentType: 'image/png', size: pixel.length });
    const got = await fetch(image.downloadUrl!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="pixel _.png"; filename*=UTF-8''${encodeURIComponent('pixel ✓.png')}`);
    expect(Buffer.from(await got.arrayBuffer()).equals(pixel)).toBe(true);
    const read = await sdk.getFile(image.id, as(admin));
    expect(actionNames(envelope(read))).toEqual(['getFile', 'attachFile', 'deleteFile', 'listFiles']);
  });

  it('the ETag may be sent without its quotes; the wrong ETag is 409 naming body.etag and leaves the file pending', async () => {
    const bytes = Buffer.from('etag check\n');
    const u = await upload(admin, bytes, 'text/plain', 'etag.txt');
    const res = await put(u, bytes);
    const etag = res.headers.get('etag')!;
    const wrong = failure(await sdk.confirmFile(u.file.id, { etag: '"0-0"' }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION', 'body.etag');
    expect(wrong.suggestion).toMatch(/ETag/);
    expect(ok(await sdk.getFile(u.file.id, as(admin))).status).toBe('pending');
    const unquoted = ok(await sdk.confirmFile(u.file.id, { etag: etag.replace(/"/g, '') }, undefined, as(admin)));
    expect(unquoted.status).toBe('processing');
    expect((await settled(admin, u.file.id)).status).toBe('clean');
  });

  it('uploading again before confirm replaces the object: the newest ETag confirms, the older one no longer does', async () => {
    const bytes = Buffer.from('twice\n');
    const u = await upload(admin, bytes, 'text/plain', 'twice.txt');
    const first = (await put(u, bytes)).headers.get('etag')!;
    await sleep(5); // the local ETag carries the mtime in ms
    const second = (await put(u, bytes)).headers.get('etag')!;
    expect(second).not.toBe(first);
    failure(await sdk.confirmFile(u.file.id, { etag: first }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION', 'body.etag');
    expect(ok(await sdk.confirmFile(u.file.id, { etag: second }, undefined, as(admin))).status).toBe('processing');
  });

  it('createFile retried with its Idempotency-Key makes one file and replays the upload', async () => {
    const bytes = Buffer.from('idempotent\n');
    const key = randomUUID();
    const body = { sha256: sha256(bytes), filename: 'idem.txt', contentType: 'text/plain', size: bytes.length };
    const first = ok(await sdk.createFile(body, { 'Idempotency-Key': key }, as(admin)), 201);
    const again = await sdk.createFile(body, { 'Idempotency-Key': key }, as(admin));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(ok(again, 201).file.id).toBe(first.file.id);
    const n = await db('files').where({ org_id: org.orgId, filename: 'idem.txt' }).count<{ count: string }[]>('* as count');
    expect(Number(n[0].count)).toBe(1);
  });
});

describe('what the upload route refuses itself (local driver)', () => {
  it('other bytes than declared: the PUT is 400 and nothing is stored; confirm is then 409 with a suggestion', async () => {
    const declared = Buffer.from('the declared bytes\n');
    const sent = Buffer.from('THE DECLARED BYTES\n'); // same length, other hash
    const u = await upload(admin, declared, 'text/plain', 'mismatch.txt');
    const err = await routeRefusal(await put(u, sent), 400, 'VALIDATION_FAILED', 'body');
    expect(err.details?.[0].message).toBe(`hashes to ${sha256(sent)}`);
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
    const refused = failure(await sdk.confirmFile(u.file.id, { etag: 'x' }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION');
    expect(refused.suggestion).toMatch(/uploadUrl/);
    expect(refused.data).toMatchObject({ fileId: u.file.id, status: 'pending' });
  });

  it('a wrong Content-Type or Content-Digest is 400 naming the header; fewer bytes than signed is 400', async () => {
    const bytes = Buffer.from('headers matter\n');
    const u = await upload(admin, bytes, 'text/plain', 'headers.txt');
    await routeRefusal(await put(u, bytes, { 'Content-Type': 'text/csv' }), 400, 'VALIDATION_FAILED', 'header.Content-Type');
    await routeRefusal(
      await put(u, bytes, { 'Content-Digest': `sha-256=:${Buffer.alloc(32).toString('base64')}:` }),
      400,
      'VALIDATION_FAILED',
      'header.Content-Digest',
    );
    const noDigest = await fetch(u.uploadUrl, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: new Uint8Array(bytes) });
    await routeRefusal(noDigest, 400, 'VALIDATION_FAILED', 'header.Content-Digest');
    await routeRefusal(await put(u, bytes.subarray(0, 5)), 400, 'VALIDATION_FAILED', 'body');
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
    expect((await put(u, bytes)).status).toBe(200); // the same URL still takes the right request
  });

  it('more bytes than signed is 413, whether Content-Length announces them or a chunked body streams them', async () => {
    const bytes = Buffer.from('0123456789');
    const u = await upload(admin, bytes, 'text/plain', 'small.txt');
    const bigger = Buffer.concat([bytes, bytes]);
    await routeRefusal(await put(u, bigger), 413, 'PAYLOAD_TOO_LARGE', 'body');
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new Uint8Array(bigger.subarray(0, 6)));
        c.enqueue(new Uint8Array(bigger.subarray(6)));
        c.close();
      },
    });
    const chunked = await fetch(u.uploadUrl, { method: 'PUT', headers: u.fields, body: stream, duplex: 'half' } as RequestInit);
    await routeRefusal(chunked, 413, 'PAYLOAD_TOO_LARGE', 'body');
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
  });

  it('another method on an upload or download URL is 405 naming the one to use', async () => {
    const bytes = Buffer.from('methods\n');
    const u = await upload(admin, bytes, 'text/plain', 'methods.txt');
    const posted = await fetch(u.uploadUrl, { method: 'POST', headers: u.fields, body: new Uint8Array(bytes) });
    expect(posted.headers.get('allow')).toBe('PUT, OPTIONS');
    const err = await routeRefusal(posted, 405, 'METHOD_NOT_ALLOWED', 'method');
    expect(err.suggestion).toMatch(/PUT/);
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
  });

  it('a forged or expired token is 403, for uploads and downloads alike; an upload token does not download', async () => {
    const bytes = Buffer.from('tokens\n');
    const u = await upload(admin, bytes, 'text/plain', 'tokens.txt');
    const token = u.uploadUrl.slice(u.uploadUrl.lastIndexOf('/') + 1);
    const [body, mac] = token.split('.');
    // The grant altered (a larger size) under the old signature.
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const altered = `${Buffer.from(JSON.stringify({ ...grant, size: grant.size + 10 })).toString('base64url')}.${mac}`;
    const forged = await fetch(`${baseUrl}/api/uploads/${altered}`, {
      method: 'PUT',
      headers: u.fields,
      body: new Uint8Array(Buffer.concat([bytes, Buffer.alloc(10)])),
    });
    expect((await routeRefusal(forged, 403, 'FORBIDDEN', 'path.token')).details?.[0].message).toBe('signature does not match');
    await routeRefusal(
      await fetch(`${baseUrl}/api/uploads/${body}.${mac.slice(0, -2)}AA`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) }),
      403,
      'FORBIDDEN',
      'path.token',
    );
    await routeRefusal(
      await fetch(`${baseUrl}/api/uploads/not-a-token`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) }),
      403,
      'FORBIDDEN',
      'path.token',
    );

    // Signed with the server's own key, but past its expiry.
    const store = new LocalObjectStore(filesDir, loadSecretKey(join(dirname(filesDir), 'secret.key')), () => baseUrl);
    const expired = store.sign({ ...grant, exp: Math.floor(Date.now() / 1000) - 5 });
    const late = await routeRefusal(
      await fetch(`${baseUrl}/api/uploads/${expired}`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) }),
      403,
      'FORBIDDEN',
      'path.token',
    );
    expect(late.message).toMatch(/expired/);
    expect(late.suggestion).toMatch(/POST \/api\/v1\/files/);
    // The same grant, unexpired, is accepted: the refusals above are the token's, not the request's.
    const valid = store.sign({ ...grant, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await fetch(`${baseUrl}/api/uploads/${valid}`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) })).status).toBe(200);

    // Downloads: an upload token, an altered and an expired download token.
    await routeRefusal(await fetch(`${baseUrl}/api/downloads/${token}`), 403, 'FORBIDDEN', 'path.token');
    const dl = text.downloadUrl!.slice(text.downloadUrl!.lastIndexOf('/') + 1);
    const [dlBody, dlMac] = dl.split('.');
    const dlGrant = JSON.parse(Buffer.from(dlBody, 'base64url').toString('utf8'));
    const otherKey = `${Buffer.from(JSON.stringify({ ...dlGrant, key: `${org.orgId}/${image.id}` })).toString('base64url')}.${dlMac}`;
    await routeRefusal(await fetch(`${baseUrl}/api/downloads/${otherKey}`), 403, 'FORBIDDEN', 'path.token');
    await routeRefusal(
      await fetch(`${baseUrl}/api/downloads/${store.sign({ ...dlGrant, exp: Math.floor(Date.now() / 1000) - 1 })}`),
      403,
      'FORBIDDEN',
      'path.token',
    );
    expect((await fetch(text.downloadUrl!)).status).toBe(200);
  });
});

describe('what only the integrity job sees (spec 1 §3.2: processing → clean | failed)', () => {
  it('bytes changed in the store after the upload: failed with "checksum mismatch", and the bytes are removed', async () => {
    const bytes = Buffer.from('original content\n');
    const u = await upload(admin, bytes, 'text/plain', 'tampered.txt');
    expect((await put(u, bytes)).status).toBe(200);
    const path = uploadPath(org.orgId, u.file.id);
    writeFileSync(path, Buffer.from('tampered content\n')); // same size, other bytes, straight into the store
    const s = statSync(path);
    const confirmed = ok(await sdk.confirmFile(u.file.id, { etag: etagOf(s.mtimeMs, s.size) }, undefined, as(admin)));
    expect(confirmed.status).toBe('processing');
    const f = await settled(admin, u.file.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toMatch(/^checksum mismatch/);
    expect(f.processingError).toContain(sha256(bytes));
    expect(f.downloadUrl).toBeUndefined();
    expect(f.checkedAt).toEqual(expect.any(String));
    expect(existsSync(path)).toBe(false);
    expect(existsSync(objectPath(org.orgId, u.file.id))).toBe(false);
    const read = await sdk.getFile(u.file.id, as(admin));
    expect(actionNames(envelope(read))).toEqual(['createFile', 'deleteFile']);
    // A failed file cannot be attached, nor used as a prototype or message attachment (below).
    const opp = ok(await sdk.createOpportunity({ title: 'Tamper target' }, undefined, as(admin)), 201);
    const refused = failure(
      await sdk.attachFile(u.file.id, { entityType: 'opportunity', entityId: opp.ref }, undefined, as(admin)),
      409,
      'INVALID_STATE_TRANSITION',
    );
    expect(refused.data).toMatchObject({ fileId: u.file.id, status: 'failed', processingError: f.processingError });
    failure(await sdk.addOpportunityPrototype(opp.ref, { fileId: u.file.id }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    // Repeated confirm returns the failed state.
    expect(ok(await sdk.confirmFile(u.file.id, { etag: 'x' }, undefined, as(admin))).status).toBe('failed');
  });

  it('a size the store was not told (bytes grown in the store): failed with "size mismatch"', async () => {
    const bytes = Buffer.from('grows\n');
    const u = await upload(admin, bytes, 'text/plain', 'grows.txt');
    expect((await put(u, bytes)).status).toBe(200);
    const path = uploadPath(org.orgId, u.file.id);
    writeFileSync(path, Buffer.from('grows a lot more than declared\n'));
    const s = statSync(path);
    ok(await sdk.confirmFile(u.file.id, { etag: etagOf(s.mtimeMs, s.size) }, undefined, as(admin)));
    const f = await settled(admin, u.file.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toMatch(/^size mismatch/);
    expect(existsSync(path)).toBe(false);
    expect(existsSync(objectPath(org.orgId, u.file.id))).toBe(false);
  });

  it('declared image/png, sent text (with the right checksum): the upload passes, the job fails it with "type mismatch"', async () => {
    const bytes = Buffer.from('not a picture at all\n');
    const { confirmed } = await uploaded(admin, bytes, 'image/png', 'fake.png');
    expect(confirmed.status).toBe('processing');
    const f = await settled(admin, confirmed.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toMatch(/^type mismatch: declared image\/png/);
    expect(existsSync(objectPath(org.orgId, confirmed.id))).toBe(false);
  });

  it('declared text/plain, sent a PNG: failed with "type mismatch" naming image/png', async () => {
    const { confirmed } = await uploaded(admin, pixel, 'text/plain', 'image.txt');
    const f = await settled(admin, confirmed.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toBe('type mismatch: declared text/plain, the bytes are image/png');
  });

  it('declared text/plain, sent bytes that are not UTF-8: failed with "type mismatch"', async () => {
    const { confirmed } = await uploaded(admin, Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x00, 0x0a]), 'text/plain', 'binary.txt');
    const f = await settled(admin, confirmed.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toMatch(/^type mismatch: declared text\/plain, the bytes are not UTF-8 text/);
  });
});

describe('createFile and confirm refusals (spec 2 §4.18, §7)', () => {
  it('a size over 100 MiB, a type outside the list, entityType without entityId: 400 naming the field', async () => {
    const sha = sha256(Buffer.from('x'));
    const big = failure(
      await sdk.createFile({ sha256: sha, filename: 'huge.bin', contentType: 'application/zip', size: MAX_FILE_BYTES + 1 }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.size',
    );
    expect(big.message).toMatch(/104857600/);
    // exactly 100 MiB is accepted (and held against the quota while pending)
    const max = ok(await sdk.createFile({ sha256: sha, filename: 'max.zip', contentType: 'application/zip', size: MAX_FILE_BYTES }, undefined, as(admin)), 201);
    expect(max.file.size).toBe(MAX_FILE_BYTES);
    expect(ok(await sdk.deleteFile(max.file.id, undefined, as(admin)))).toEqual({ id: max.file.id, deleted: true });
    const svg = failure(
      await sdk.createFile({ sha256: sha, filename: 'x.svg', contentType: 'image/svg+xml', size: 1 }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.contentType',
    );
    expect(svg.suggestion).toContain('image/png');
    const near = failure(
      await sdk.createFile({ sha256: sha, filename: 'x.png', contentType: 'image/pnj', size: 1 }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.contentType',
    );
    expect(near.suggestion).toMatch(/Did you mean image\/png\?/);
    failure(
      await sdk.createFile({ sha256: sha, filename: 'x.txt', contentType: 'text/plain', size: 1, entityType: 'opportunity' }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.entityId',
    );
    failure(
      await sdk.createFile({ sha256: sha, filename: 'x.txt', contentType: 'text/plain', size: 1, entityId: 'OPP-1' }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.entityType',
    );
    failure(
      await sdk.createFile({ sha256: sha.toUpperCase(), filename: 'x.txt', contentType: 'text/plain', size: 1 }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.sha256',
    );
    failure(
      await sdk.createFile({ sha256: sha, filename: 'a/b.txt', contentType: 'text/plain', size: 1 }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.filename',
    );
    failure(
      await sdk.createFile({ sha256: sha, filename: 'x.txt', contentType: 'text/plain', size: 0 }, undefined, as(admin)),
      400,
      'VALIDATION_FAILED',
      'body.size',
    );
    // A content type is matched without case.
    expect(ok(await sdk.createFile({ sha256: sha, filename: 'x.txt', contentType: 'Text/Plain', size: 1 }, undefined, as(admin)), 201).file.contentType).toBe(
      'text/plain',
    );
  });

  it('confirm before the bytes are uploaded is 409 with a suggestion; once the request expired, the suggestion says to request again', async () => {
    const bytes = Buffer.from('never sent\n');
    const u = await upload(admin, bytes, 'text/plain', 'early.txt');
    const early = failure(await sdk.confirmFile(u.file.id, { etag: 'x' }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION');
    expect(early.message).toMatch(/no uploaded bytes/);
    expect(early.suggestion).toMatch(/uploadUrl/);
    expect(early.data).toEqual({ fileId: u.file.id, status: 'pending', uploadExpiresAt: expect.any(String) });
    expect(ok(await sdk.getFile(u.file.id, as(admin))).status).toBe('pending');
    await db('files')
      .where({ org_id: org.orgId, id: u.file.id })
      .update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 minute'`) });
    const late = failure(await sdk.confirmFile(u.file.id, { etag: 'x' }, undefined, as(admin)), 409, 'INVALID_STATE_TRANSITION');
    expect(late.suggestion).toMatch(/expired/);
    expect(late.suggestion).toMatch(/POST \/api\/v1\/files/);
  });

  it('an unknown id or one that is not a UUID is 404 on get and confirm', async () => {
    failure(await sdk.getFile(randomUUID(), as(admin)), 404, 'NOT_FOUND', 'path.id');
    failure(await sdk.confirmFile(randomUUID(), { etag: 'x' }, undefined, as(admin)), 404, 'NOT_FOUND', 'path.id');
  });
});
