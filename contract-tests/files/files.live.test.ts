/**
 * Files on the local object store, through the global live server and real bytes (spec 1 §2.10,
 * §3.2; spec 2 §4.3, §4.18, §7): an upload requested, the bytes sent to the presigned URL Sextant signs itself
 * (PUT /api/uploads/{token}), confirmed, and checked by the integrity job on graphile-worker.
 *
 * - a clean text file and a clean PNG: the download URL only once clean, serving the exact bytes with the declared
 *   type, as an attachment, with nosniff; repeated confirm returns the current state;
 * - what the upload route refuses itself (wrong bytes 400, a wrong Content-Type or Content-Digest 400, more bytes
 *   than signed 413 — announced or streamed —, fewer 400, a forged or expired token 403) and what only the job can
 *   see (bytes changed in the store after the upload: checksum mismatch; a declared type the bytes are not: type
 *   mismatch) — a failed file's bytes are removed;
 * - createFile's own refusals (over 100 MiB, a type outside the list, entityType without entityId), confirm before
 *   the upload (409 with a suggestion, another once the request expired), an ETag mismatch (409);
 * - storage usage (pending, clean, failed, expired and deleted files) and the quota refusal (422
 *   PLAN_LIMIT_EXCEEDED) on a second in-process server started with a small SEXTANT_STORAGE_QUOTA_BYTES;
 * - list by record, attach and detach (idempotent; another org's record 404; a failed file 409), delete (the object
 *   leaves the disk; only the uploader or an admin), tenancy;
 * - the uses: the viewer's avatar, message and comment attachments, opportunity prototypes by fileId, and what
 *   deleting a file takes with it;
 * - MCP: create_file, get_file and get_file_storage_usage with the official client.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { png } from '../lib/png.js';
import pino from 'pino';
import type { Knex } from 'knex';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { client, type Reply } from '../lib/http.js';
import { newOrg, newUser } from '../lib/orgs.js';
import { assertFailureEnvelope, checkedFetch } from '../lib/contract.js';
import { expectFailure, okData } from '../lib/expect.js';
import { createDb } from '../../src/db/knex.js';
import { startServer, type Running } from '../../src/server.js';
import { LocalObjectStore, etagOf } from '../../src/storage/local.js';
import { loadSecretKey } from '../../src/storage/secretKey.js';
import { MAX_FILE_BYTES, quotaFromEnv } from '../../src/services/files.js';
import { STALE_MS, unlockDeadWorkers } from '../../src/platform/queue.js';

const { baseUrl, databaseUrl, filesDir } = inject('contract');
type Api = ReturnType<typeof client>;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Upload { file: any; uploadUrl: string; uploadMethod: string; fields: Record<string, string>; expiresAt: string }

/** POST /files for `bytes` (declared as they are unless `declare` says otherwise). */
const requestUpload = (api: Api, bytes: Buffer, contentType: string, filename: string, declare: Record<string, unknown> = {}) =>
  api('POST', '/api/v1/files', { sha256: sha256(bytes), filename, contentType, size: bytes.length, ...declare });
const upload = async (api: Api, bytes: Buffer, contentType: string, filename: string, declare: Record<string, unknown> = {}): Promise<Upload> =>
  okData(await requestUpload(api, bytes, contentType, filename, declare), 201);
/** PUT `body` to the presigned URL with the upload's headers (and `headers` over them). */
const put = (u: Upload, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(u.uploadUrl, { method: u.uploadMethod, headers: { ...u.fields, ...headers }, body: new Uint8Array(body) });
/** A refusal of the upload or download route: the status, the §7 envelope, the code and details[0].field. */
async function routeRefusal(res: Response, status: number, code: string, field?: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  assertFailureEnvelope(body, `${res.url.slice(0, 60)} ${status}`);
  expect(body.error.code).toBe(code);
  if (field) expect(body.error.details?.[0]?.field).toBe(field);
  return body.error;
}
/** GET /files/{id} until the integrity check has ended (clean or failed), within `ms`. */
async function settled(api: Api, id: string, ms = 20_000): Promise<any> {
  const end = Date.now() + ms;
  for (;;) {
    const f = okData(await api('GET', `/api/v1/files/${id}`));
    if (f.status === 'clean' || f.status === 'failed') return f;
    if (Date.now() > end) throw new Error(`file ${id} is still ${f.status} after ${ms} ms`);
    await sleep(100);
  }
}
/** Requested, uploaded and confirmed: the file as confirm answered, and its upload. */
async function uploaded(api: Api, bytes: Buffer, contentType: string, filename: string) {
  const u = await upload(api, bytes, contentType, filename);
  const res = await put(u, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  const confirmed = okData(await api('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') }));
  return { u, confirmed, etag: res.headers.get('etag')! };
}
/** A clean file of `api`'s org. */
async function clean(api: Api, bytes: Buffer, contentType: string, filename: string): Promise<any> {
  const { u } = await uploaded(api, bytes, contentType, filename);
  const f = await settled(api, u.file.id);
  expect(f.status, f.processingError).toBe('clean');
  return f;
}
/** Where the local store keeps a checked file's bytes (the file's own key, which no upload URL writes). */
const objectPath = (orgId: string, fileId: string) => join(filesDir, orgId, fileId);
/** Where an upload URL puts the bytes until the integrity check moves them to objectPath. */
const uploadPath = (orgId: string, fileId: string) => join(filesDir, 'uploads', orgId, fileId);
const actionNames = (body: any) => body.actions.map((a: any) => a.name);

let db: Knex;
let org: Awaited<ReturnType<typeof newOrg>>;
let other: Awaited<ReturnType<typeof newOrg>>;
let admin: Api;
let eng: Api;
let them: Api;
let text: any;
let image: any;
const hello = Buffer.from('Hello, Sextant files.\nSecond line, UTF-8: café ✓\n');
const pixel = png(2, 2);

beforeAll(async () => {
  db = createDb(databaseUrl, { min: 0, max: 2 });
  org = await newOrg('Files org');
  other = await newOrg('Files other org');
  admin = client(org.apiKey);
  eng = client(org.engineerKey);
  them = client(other.apiKey);
});
afterAll(async () => {
  await db?.destroy();
});

describe('a clean upload through the presigned URL (spec 2 §4.18)', () => {
  it('a text file: pending with a signed PUT, uploaded, confirmed (processing), checked clean; the download serves the exact bytes', async () => {
    const before = Date.now();
    const created = await requestUpload(admin, hello, 'text/plain', 'notes.txt');
    const u: Upload = okData(created, 201);
    expect(u.file).toMatchObject({
      orgId: org.orgId, filename: 'notes.txt', contentType: 'text/plain', size: hello.length, sha256: sha256(hello), status: 'pending',
      processingError: null, uploadedBy: org.userId, attachments: [], confirmedAt: null, checkedAt: null,
    });
    expect(u.file.downloadUrl).toBeUndefined();
    expect(u.uploadMethod).toBe('PUT');
    expect(u.uploadUrl.startsWith(`${baseUrl}/api/uploads/`)).toBe(true);
    expect(u.fields).toEqual({ 'Content-Type': 'text/plain', 'Content-Digest': `sha-256=:${createHash('sha256').update(hello).digest('base64')}:` });
    const ttl = Date.parse(u.expiresAt) - before;
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThan(16 * 60_000);
    expect(actionNames(created.body)).toEqual(['confirmFile', 'getFile', 'deleteFile']);

    // Pending: no download, no bytes in the store yet.
    const pending = okData(await admin('GET', `/api/v1/files/${u.file.id}`));
    expect(pending.status).toBe('pending');
    expect(pending.downloadUrl).toBeUndefined();
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
    expect(existsSync(objectPath(org.orgId, u.file.id))).toBe(false);

    const res = await put(u, hello);
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(readFileSync(uploadPath(org.orgId, u.file.id)).equals(hello)).toBe(true);

    const confirmed = await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag });
    expect(okData(confirmed)).toMatchObject({ id: u.file.id, status: 'processing', processingError: null, checkedAt: null });
    expect(okData(confirmed).confirmedAt).toEqual(expect.any(String));
    expect(okData(confirmed).downloadUrl).toBeUndefined();

    text = await settled(admin, u.file.id);
    expect(text).toMatchObject({ status: 'clean', processingError: null, size: hello.length, sha256: sha256(hello) });
    expect(Date.parse(text.checkedAt)).toBeGreaterThanOrEqual(Date.parse(text.confirmedAt));
    expect(text.downloadUrl.startsWith(`${baseUrl}/api/downloads/`)).toBe(true);
    const dl = Date.parse(text.downloadExpiresAt) - Date.now();
    expect(dl).toBeGreaterThan(13 * 60_000);
    expect(dl).toBeLessThan(16 * 60_000);

    const got = await fetch(text.downloadUrl);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer()).equals(hello)).toBe(true);
    expect(got.headers.get('content-type')!.split(';')[0]).toBe('text/plain');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);

    // Repeated confirm returns the current state, whatever etag it carries.
    const again = await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'anything' });
    expect(okData(again)).toMatchObject({ id: u.file.id, status: 'clean', confirmedAt: text.confirmedAt, checkedAt: text.checkedAt });
  });

  it('a PNG: sniffed as image/png, clean, downloaded byte for byte as image/png with its filename', async () => {
    const { confirmed } = await uploaded(admin, pixel, 'image/png', 'pixel ✓.png');
    expect(confirmed.status).toBe('processing');
    image = await settled(admin, confirmed.id);
    expect(image).toMatchObject({ status: 'clean', contentType: 'image/png', size: pixel.length });
    const got = await fetch(image.downloadUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="pixel _.png"; filename*=UTF-8''${encodeURIComponent('pixel ✓.png')}`);
    expect(Buffer.from(await got.arrayBuffer()).equals(pixel)).toBe(true);
    const read = await admin('GET', `/api/v1/files/${image.id}`);
    expect(actionNames(read.body)).toEqual(['getFile', 'attachFile', 'deleteFile', 'listFiles']);
  });

  it('the ETag may be sent without its quotes; the wrong ETag is 409 naming body.etag and leaves the file pending', async () => {
    const bytes = Buffer.from('etag check\n');
    const u = await upload(admin, bytes, 'text/plain', 'etag.txt');
    const res = await put(u, bytes);
    const etag = res.headers.get('etag')!;
    const wrong = expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: '"0-0"' }), 409, 'INVALID_STATE_TRANSITION', 'body.etag');
    expect(wrong.suggestion).toMatch(/ETag/);
    expect(okData(await admin('GET', `/api/v1/files/${u.file.id}`)).status).toBe('pending');
    const ok = okData(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: etag.replace(/"/g, '') }));
    expect(ok.status).toBe('processing');
    expect((await settled(admin, u.file.id)).status).toBe('clean');
  });

  it('uploading again before confirm replaces the object: the newest ETag confirms, the older one no longer does', async () => {
    const bytes = Buffer.from('twice\n');
    const u = await upload(admin, bytes, 'text/plain', 'twice.txt');
    const first = (await put(u, bytes)).headers.get('etag')!;
    await sleep(5); // the local ETag carries the mtime in ms
    const second = (await put(u, bytes)).headers.get('etag')!;
    expect(second).not.toBe(first);
    expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: first }), 409, 'INVALID_STATE_TRANSITION', 'body.etag');
    expect(okData(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: second })).status).toBe('processing');
  });

  it('createFile retried with its Idempotency-Key makes one file and replays the upload', async () => {
    const bytes = Buffer.from('idempotent\n');
    const key = randomUUID();
    const body = { sha256: sha256(bytes), filename: 'idem.txt', contentType: 'text/plain', size: bytes.length };
    const first = okData(await admin('POST', '/api/v1/files', body, { 'idempotency-key': key }), 201);
    const again = await admin('POST', '/api/v1/files', body, { 'idempotency-key': key });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(okData(again, 201).file.id).toBe(first.file.id);
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
    expect(err.details[0].message).toBe(`hashes to ${sha256(sent)}`);
    expect(existsSync(uploadPath(org.orgId, u.file.id))).toBe(false);
    const refused = expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'x' }), 409, 'INVALID_STATE_TRANSITION');
    expect(refused.suggestion).toMatch(/uploadUrl/);
    expect(refused.data).toMatchObject({ fileId: u.file.id, status: 'pending' });
  });

  it('a wrong Content-Type or Content-Digest is 400 naming the header; fewer bytes than signed is 400', async () => {
    const bytes = Buffer.from('headers matter\n');
    const u = await upload(admin, bytes, 'text/plain', 'headers.txt');
    await routeRefusal(await put(u, bytes, { 'Content-Type': 'text/csv' }), 400, 'VALIDATION_FAILED', 'header.Content-Type');
    await routeRefusal(await put(u, bytes, { 'Content-Digest': `sha-256=:${Buffer.alloc(32).toString('base64')}:` }), 400, 'VALIDATION_FAILED', 'header.Content-Digest');
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
    const forged = await fetch(`${baseUrl}/api/uploads/${altered}`, { method: 'PUT', headers: u.fields, body: new Uint8Array(Buffer.concat([bytes, Buffer.alloc(10)])) });
    expect((await routeRefusal(forged, 403, 'FORBIDDEN', 'path.token')).details[0].message).toBe('signature does not match');
    await routeRefusal(await fetch(`${baseUrl}/api/uploads/${body}.${mac.slice(0, -2)}AA`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) }), 403, 'FORBIDDEN', 'path.token');
    await routeRefusal(await fetch(`${baseUrl}/api/uploads/not-a-token`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) }), 403, 'FORBIDDEN', 'path.token');

    // Signed with the server's own key, but past its expiry.
    const store = new LocalObjectStore(filesDir, loadSecretKey(join(dirname(filesDir), 'secret.key')), () => baseUrl);
    const expired = store.sign({ ...grant, exp: Math.floor(Date.now() / 1000) - 5 });
    const late = await routeRefusal(await fetch(`${baseUrl}/api/uploads/${expired}`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) }), 403, 'FORBIDDEN', 'path.token');
    expect(late.message).toMatch(/expired/);
    expect(late.suggestion).toMatch(/POST \/api\/v1\/files/);
    // The same grant, unexpired, is accepted: the refusals above are the token's, not the request's.
    const valid = store.sign({ ...grant, exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await fetch(`${baseUrl}/api/uploads/${valid}`, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) })).status).toBe(200);

    // Downloads: an upload token, an altered and an expired download token.
    await routeRefusal(await fetch(`${baseUrl}/api/downloads/${token}`), 403, 'FORBIDDEN', 'path.token');
    const dl = text.downloadUrl.slice(text.downloadUrl.lastIndexOf('/') + 1);
    const [dlBody, dlMac] = dl.split('.');
    const dlGrant = JSON.parse(Buffer.from(dlBody, 'base64url').toString('utf8'));
    const otherKey = `${Buffer.from(JSON.stringify({ ...dlGrant, key: `${org.orgId}/${image.id}` })).toString('base64url')}.${dlMac}`;
    await routeRefusal(await fetch(`${baseUrl}/api/downloads/${otherKey}`), 403, 'FORBIDDEN', 'path.token');
    await routeRefusal(await fetch(`${baseUrl}/api/downloads/${store.sign({ ...dlGrant, exp: Math.floor(Date.now() / 1000) - 1 })}`), 403, 'FORBIDDEN', 'path.token');
    expect((await fetch(text.downloadUrl)).status).toBe(200);
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
    const confirmed = okData(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: etagOf(s.mtimeMs, s.size) }));
    expect(confirmed.status).toBe('processing');
    const f = await settled(admin, u.file.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toMatch(/^checksum mismatch/);
    expect(f.processingError).toContain(sha256(bytes));
    expect(f.downloadUrl).toBeUndefined();
    expect(f.checkedAt).toEqual(expect.any(String));
    expect(existsSync(path)).toBe(false);
    expect(existsSync(objectPath(org.orgId, u.file.id))).toBe(false);
    const read = await admin('GET', `/api/v1/files/${u.file.id}`);
    expect(actionNames(read.body)).toEqual(['createFile', 'deleteFile']);
    // A failed file cannot be attached, nor used as a prototype or message attachment (below).
    const opp = okData(await admin('POST', '/api/v1/opportunities', { title: 'Tamper target' }), 201);
    const refused = expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/attachments`, { entityType: 'opportunity', entityId: opp.ref }), 409, 'INVALID_STATE_TRANSITION');
    expect(refused.data).toMatchObject({ fileId: u.file.id, status: 'failed', processingError: f.processingError });
    expectFailure(await admin('POST', `/api/v1/opportunities/${opp.ref}/prototypes`, { fileId: u.file.id }), 409, 'INVALID_STATE_TRANSITION', 'body.fileId');
    // Repeated confirm returns the failed state.
    expect(okData(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'x' })).status).toBe('failed');
  });

  it('a size the store was not told (bytes grown in the store): failed with "size mismatch"', async () => {
    const bytes = Buffer.from('grows\n');
    const u = await upload(admin, bytes, 'text/plain', 'grows.txt');
    expect((await put(u, bytes)).status).toBe(200);
    const path = uploadPath(org.orgId, u.file.id);
    writeFileSync(path, Buffer.from('grows a lot more than declared\n'));
    const s = statSync(path);
    okData(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: etagOf(s.mtimeMs, s.size) }));
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
    const big = expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'huge.bin', contentType: 'application/zip', size: MAX_FILE_BYTES + 1 }), 400, 'VALIDATION_FAILED', 'body.size');
    expect(big.message).toMatch(/104857600/);
    // exactly 100 MiB is accepted (and held against the quota while pending)
    const max = okData(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'max.zip', contentType: 'application/zip', size: MAX_FILE_BYTES }), 201);
    expect(max.file.size).toBe(MAX_FILE_BYTES);
    expect(okData(await admin('DELETE', `/api/v1/files/${max.file.id}`))).toEqual({ id: max.file.id, deleted: true });
    const svg = expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'x.svg', contentType: 'image/svg+xml', size: 1 }), 400, 'VALIDATION_FAILED', 'body.contentType');
    expect(svg.suggestion).toContain('image/png');
    const near = expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'x.png', contentType: 'image/pnj', size: 1 }), 400, 'VALIDATION_FAILED', 'body.contentType');
    expect(near.suggestion).toMatch(/Did you mean image\/png\?/);
    expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'x.txt', contentType: 'text/plain', size: 1, entityType: 'opportunity' }), 400, 'VALIDATION_FAILED', 'body.entityId');
    expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'x.txt', contentType: 'text/plain', size: 1, entityId: 'OPP-1' }), 400, 'VALIDATION_FAILED', 'body.entityType');
    expectFailure(await admin('POST', '/api/v1/files', { sha256: sha.toUpperCase(), filename: 'x.txt', contentType: 'text/plain', size: 1 }), 400, 'VALIDATION_FAILED', 'body.sha256');
    expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'a/b.txt', contentType: 'text/plain', size: 1 }), 400, 'VALIDATION_FAILED', 'body.filename');
    expectFailure(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'x.txt', contentType: 'text/plain', size: 0 }), 400, 'VALIDATION_FAILED', 'body.size');
    // A content type is matched without case.
    expect(okData(await admin('POST', '/api/v1/files', { sha256: sha, filename: 'x.txt', contentType: 'Text/Plain', size: 1 }), 201).file.contentType).toBe('text/plain');
  });

  it('confirm before the bytes are uploaded is 409 with a suggestion; once the request expired, the suggestion says to request again', async () => {
    const bytes = Buffer.from('never sent\n');
    const u = await upload(admin, bytes, 'text/plain', 'early.txt');
    const early = expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'x' }), 409, 'INVALID_STATE_TRANSITION');
    expect(early.message).toMatch(/no uploaded bytes/);
    expect(early.suggestion).toMatch(/uploadUrl/);
    expect(early.data).toEqual({ fileId: u.file.id, status: 'pending', uploadExpiresAt: expect.any(String) });
    expect(okData(await admin('GET', `/api/v1/files/${u.file.id}`)).status).toBe('pending');
    await db('files').where({ org_id: org.orgId, id: u.file.id }).update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 minute'`) });
    const late = expectFailure(await admin('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'x' }), 409, 'INVALID_STATE_TRANSITION');
    expect(late.suggestion).toMatch(/expired/);
    expect(late.suggestion).toMatch(/POST \/api\/v1\/files/);
  });

  it('an unknown id or one that is not a UUID is 404 on get and confirm', async () => {
    expectFailure(await admin('GET', `/api/v1/files/${randomUUID()}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await admin('POST', `/api/v1/files/${randomUUID()}/confirm`, { etag: 'x' }), 404, 'NOT_FOUND', 'path.id');
  });
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

    await db('files').where({ org_id: o.orgId, id: pending.file.id }).update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 second'`) });
    expect(await usage()).toMatchObject({ bytesUsed: pixel.length, fileCount: 1 });

    okData(await api('DELETE', `/api/v1/files/${b.id}`));
    expect(await usage()).toEqual({ bytesUsed: 0, quota, percent: 0, fileCount: 0 });
    // Another org's files never count.
    expect(okData(await them('GET', '/api/v1/files/storage-usage')).bytesUsed).toBe(0);
  });

  it('an upload past the org\'s quota is 422 PLAN_LIMIT_EXCEEDED (a second server with SEXTANT_STORAGE_QUOTA_BYTES=1000)', async () => {
    const saved = process.env.SEXTANT_STORAGE_QUOTA_BYTES;
    let small: Running | undefined;
    process.env.SEXTANT_STORAGE_QUOTA_BYTES = '1000';
    try {
      // No worker: its jobs are the global server's (same database, same store and key).
      small = await startServer({
        databaseUrl, port: 0, logger: pino({ level: 'silent' }), rateLimit: 1_000_000, worker: false,
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
          method, headers: { authorization: `Bearer ${o.apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
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

  it('attaches by ref or UUID, idempotently; lists one record\'s files; detaches idempotently', async () => {
    const a = okData(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: opp.ref }));
    expect(a.attachments).toEqual([{ entityType: 'opportunity', entityId: opp.id, attachedAt: expect.any(String) }]);
    const again = okData(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: opp.id }));
    expect(again.attachments).toEqual(a.attachments);
    okData(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'task', entityId: task.ref }));
    okData(await admin('POST', `/api/v1/files/${image.id}/attachments`, { entityType: 'opportunity', entityId: opp.ref }));
    const both = okData(await admin('GET', `/api/v1/files/${text.id}`)).attachments;
    expect(both.map((x: any) => [x.entityType, x.entityId])).toEqual([['opportunity', opp.id], ['task', task.id]]);

    // Newest first; only this record's files.
    const listed = await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}`);
    expect(okData(listed).map((f: any) => f.id)).toEqual([image.id, text.id]);
    expect(okData(listed)[0].downloadUrl).toBeUndefined(); // read a file by id for its link
    expect(okData(await admin('GET', `/api/v1/files?entityType=task&entityId=${task.id}`)).map((f: any) => f.id)).toEqual([text.id]);
    expect(okData(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}&limit=1`)).map((f: any) => f.id)).toEqual([image.id]);
    const page = expectPage(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}&limit=1`));
    expect(okData(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${opp.ref}&limit=1&cursor=${encodeURIComponent(page)}`)).map((f: any) => f.id)).toEqual([text.id]);

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
    const u = okData(await eng('POST', '/api/v1/files', { sha256: sha256(bytes), filename: 'born.txt', contentType: 'text/plain', size: bytes.length, entityType: 'task', entityId: task.ref }), 201);
    expect(u.file.attachments).toEqual([{ entityType: 'task', entityId: task.id, attachedAt: expect.any(String) }]);
    expect(u.file.uploadedBy).toBe(org.engineerId);
    expect(okData(await eng('GET', `/api/v1/files?entityType=task&entityId=${task.ref}`)).map((f: any) => f.id)).toContain(u.file.id);
    expectFailure(await eng('POST', '/api/v1/files', { sha256: sha256(bytes), filename: 'x.txt', contentType: 'text/plain', size: 1, entityType: 'task', entityId: 'NOPE-404' }), 404, 'NOT_FOUND', 'body.entityId');
  });

  it('a record that does not exist, or is another org\'s, is 404 naming entityId', async () => {
    const theirs = okData(await them('POST', '/api/v1/opportunities', { title: 'Not yours' }), 201);
    expectFailure(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: theirs.id }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'opportunity', entityId: 'OPP-999999' }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('POST', `/api/v1/files/${text.id}/attachments`, { entityType: 'vision', entityId: randomUUID() }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await admin('GET', `/api/v1/files?entityType=opportunity&entityId=${theirs.id}`), 404, 'NOT_FOUND', 'query.entityId');
    expect(okData(await admin('GET', `/api/v1/files/${text.id}`)).attachments).toEqual([]);
  });

  it('another org\'s file is 404 on every operation that names it, and never listed', async () => {
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
    expect(okData(await admin('GET', `/api/v1/files/${image.id}`)).attachments).toEqual(expect.arrayContaining([{ entityType: 'message', entityId: msg.id, attachedAt: expect.any(String) }]));
    expect(okData(await admin('GET', `/api/v1/files?entityType=message&entityId=${msg.id}`)).map((f: any) => f.id).sort()).toEqual([text.id, image.id].sort());

    const pending = await upload(admin, Buffer.from('soon'), 'text/plain', 'soon.txt');
    const refused = expectFailure(await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Too early', attachments: [pending.file.id] }), 409, 'INVALID_STATE_TRANSITION', 'body.attachments[0]');
    expect(refused.data).toEqual({ fileId: pending.file.id, status: 'pending' });
    expectFailure(await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Second bad', attachments: [text.id, pending.file.id] }), 409, 'INVALID_STATE_TRANSITION', 'body.attachments[1]');
    expectFailure(await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Unknown', attachments: [randomUUID()] }), 404, 'NOT_FOUND', 'body.attachments[0]');
    const theirs = await upload(them, Buffer.from('theirs'), 'text/plain', 'theirs.txt');
    expectFailure(await admin('POST', '/api/v1/messages', { roomId: room.id, body: 'Not ours', attachments: [theirs.file.id] }), 404, 'NOT_FOUND', 'body.attachments[0]');

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
    const c = okData(await admin('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'See the picture', attachments: [image.id] }), 201);
    expect(c.attachments).toEqual([{ fileId: image.id, filename: 'pixel ✓.png', contentType: 'image/png', size: pixel.length, status: 'clean' }]);
    const pending = await upload(admin, Buffer.from('later'), 'text/plain', 'later.txt');
    expectFailure(await admin('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'x', attachments: [pending.file.id] }), 409, 'INVALID_STATE_TRANSITION', 'body.attachments[0]');
    const edited = okData(await admin('PATCH', `/api/v1/comments/${c.id}`, { body: 'See the notes instead', attachments: [text.id] }));
    expect(edited.attachments.map((a: any) => a.fileId)).toEqual([text.id]);
    expect(okData(await admin('GET', `/api/v1/files?entityType=comment&entityId=${c.id}`)).map((f: any) => f.id)).toEqual([text.id]);
    expectFailure(await admin('PATCH', `/api/v1/comments/${c.id}`, { body: 'x', attachments: [pending.file.id] }), 409, 'INVALID_STATE_TRANSITION', 'body.attachments[0]');
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
    expect(both.map((p: any) => [p.url, p.fileId])).toEqual([[null, image.id], ['https://www.figma.com/proto/files', null]]);

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
    expectFailure(await outsider('POST', `/api/v1/files/${f.id}/attachments`, { entityType: 'task', entityId: (okData(await outsider('POST', '/api/v1/tasks', { title: 'Mine' }), 201)).ref }), 404, 'NOT_FOUND', 'path.id');
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
    await db('files').where({ org_id: org.orgId, id: u.file.id }).update({ upload_expires_at: db.raw(`clock_timestamp() - interval '1 second'`) });
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
    await db.raw(`SELECT graphile_worker.add_job('file_check', ?::json, run_at := now() + interval '1 hour', job_key := ?)`,
      [JSON.stringify({ orgId: org.orgId, fileId: u.file.id }), `file_check:${u.file.id}`]);
    await db.raw(`UPDATE graphile_worker._private_jobs SET run_at = now(), locked_at = now(), locked_by = ? WHERE key = ?`, [dead, `file_check:${u.file.id}`]);
    // Its last heartbeat is recent at first, so no instance's periodic sweep touches it while we look.
    await db('job_workers').insert({ worker_id: dead, instance: 'killed' });
    await sleep(2500);
    expect(okData(await admin('GET', `/api/v1/files/${u.file.id}`)).status).toBe('processing'); // locked: nobody runs it

    // Then it falls silent for longer than STALE_MS, and the sweep every instance runs hands its job back.
    await db('job_workers').where({ worker_id: dead }).update({ heartbeat_at: db.raw(`clock_timestamp() - make_interval(secs => ?)`, [STALE_MS / 1000 + 5]) });
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
    await mcp.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp?toolsets=all`), { requestInit: { headers: { authorization: `Bearer ${o.apiKey}` } } }));
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const r = await mcp.callTool({ name, arguments: args });
      return { isError: Boolean(r.isError), body: r.structuredContent as any };
    };
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_file', 'get_file', 'get_file_storage_usage', 'confirm_file', 'list_files', 'attach_file', 'detach_file', 'delete_file']));

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
