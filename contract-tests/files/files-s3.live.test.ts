/**
 * Files on the s3 driver (spec 2 §4.18): an S3-compatible server (s3rver, started here in-process)
 * and a second Sextant server in-process with storage {driver: 's3'}, on a fresh database of the same Postgres — not
 * the global server's, whose job workers would otherwise take this server's integrity checks and look for the bytes
 * in the local store (and the other way round).
 *
 * Real bytes go to the presigned S3 PUT and come back through the presigned S3 GET. s3rver ignores the signed
 * checksum, so other bytes of the same size are stored: the integrity job is what fails them (and removes the
 * object, as HEAD through @aws-sdk/client-s3 shows), as it does a declared type the bytes are not. Confirm before
 * the upload is 409; delete removes the object from the bucket.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pino from 'pino';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ROOT } from '../../src/db/connect.js';
import { createDb } from '../../src/db/knex.js';
import { startServer, type Running } from '../../src/server.js';
import { checkedFetch } from '../lib/contract.js';
import type * as sdk from '../../sdk/src/index';
import type { File } from '../../sdk/src/index';
import { failure, ok } from '../lib/sdkAs.js';

const { databaseUrl } = inject('contract');

/** s3rver 3.7 ships no types: the part used here. */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverCtor = new (o: { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] }) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

const BUCKET = 'sextant-files-test';
const REGION = 'us-east-1';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const dbName = `sextant_files_s3_${Date.now().toString(36)}_${process.pid}`;

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let s3: S3rverServer;
let endpoint: string;
let bucket: S3Client;
let running: Running;
let orgId: string;
/**
 * One call to the S3-backed server (another server than the one the SDK is configured for), checked against the
 * document and answered in the SDK's shape: `R` is the generated response union of the operation called.
 */
let api: <R>(method: string, path: string, body?: unknown) => Promise<R>;

/** A 2×1 PNG, built by hand (signature, IHDR, IDAT, IEND with their CRCs). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000010806000000f4227f8a0000000e49444154789c63f8cfc00042ff010ff903fd851199760000000049454e44ae426082',
  'hex',
);

/** Whether the bucket holds `key` (HEAD through the AWS SDK). */
async function exists(key: string): Promise<boolean> {
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    return true;
  } catch (err) {
    if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw err;
  }
}
/** The file's own key (written only by the check, which moves the upload there) and the key its upload URL writes. */
const keyOf = (fileId: string) => `${orgId}/${fileId}`;
const uploadKeyOf = (fileId: string) => `uploads/${orgId}/${fileId}`;

/** GET /files/{id} until the integrity check has ended, within `ms`. */
async function settled(id: string, ms = 20_000): Promise<File> {
  const end = Date.now() + ms;
  for (;;) {
    const f = ok(await api<sdk.getFileResponse>('GET', `/api/v1/files/${id}`));
    if (f.status === 'clean' || f.status === 'failed') return f;
    if (Date.now() > end) throw new Error(`file ${id} is still ${f.status} after ${ms} ms`);
    await sleep(100);
  }
}
/** POST /files declaring `declared`; PUT `sent` to the presigned S3 URL with the upload's headers. */
async function upload(declared: Buffer, contentType: string, filename: string, sent = declared) {
  const u = ok(await api<sdk.createFileResponse>('POST', '/api/v1/files', { sha256: sha256(declared), filename, contentType, size: declared.length }), 201);
  const res = await fetch(u.uploadUrl, { method: u.uploadMethod, headers: u.fields, body: new Uint8Array(sent) });
  return { u, res };
}

beforeAll(async () => {
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-data', 'files-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET }] });
  const addr = await s3.run();
  endpoint = `http://127.0.0.1:${addr.port}`;
  bucket = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials });

  const admin = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    await admin.raw(`CREATE DATABASE ${dbName}`);
  } finally {
    await admin.destroy();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  running = await startServer({
    databaseUrl: url.toString(),
    port: 0,
    logger: pino({ level: process.env.LOG_LEVEL ?? 'silent' }),
    rateLimit: 1_000_000,
    worker: true,
    storage: { driver: 's3', bucket: BUCKET, region: REGION, endpoint, credentials },
  });
  const org = await running.services.orgs.createOrg('S3 files org');
  orgId = org.orgId;
  const base = `http://127.0.0.1:${running.port}`;
  api = async <R>(method: string, path: string, body?: unknown) => {
    const res = await checkedFetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${org.apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const t = await res.text();
    return { status: res.status, data: t ? JSON.parse(t) : undefined, headers: res.headers } as R;
  };
});

afterAll(async () => {
  await running?.close(0);
  bucket?.destroy();
  await s3?.close();
  const admin = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } finally {
    await admin.destroy();
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('files on an S3-compatible store (s3 driver)', () => {
  it('a clean PNG end to end: presigned PUT with the signed checksum header, confirm with the S3 ETag, presigned GET of the exact bytes', async () => {
    const { u, res } = await upload(PNG, 'image/png', 'shot.png');
    expect(u.file.status).toBe('pending');
    expect(u.uploadMethod).toBe('PUT');
    expect(u.uploadUrl.startsWith(`${endpoint}/${BUCKET}/${uploadKeyOf(u.file.id)}?`)).toBe(true);
    const signed = new URL(u.uploadUrl).searchParams;
    expect(signed.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(signed.get('X-Amz-SignedHeaders')!.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host', 'x-amz-checksum-sha256']));
    expect(Number(signed.get('X-Amz-Expires'))).toBe(900);
    expect(u.fields).toEqual({ 'Content-Type': 'image/png', 'x-amz-checksum-sha256': createHash('sha256').update(PNG).digest('base64') });
    expect(res.status, await res.clone().text()).toBe(200);
    const etag = res.headers.get('etag')!;
    expect(etag.replace(/"/g, '')).toBe(createHash('md5').update(PNG).digest('hex')); // S3's ETag of a single PUT
    expect(await exists(uploadKeyOf(u.file.id))).toBe(true);

    const confirmed = ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag }));
    expect(confirmed.status).toBe('processing');
    const f = await settled(u.file.id);
    expect(f).toMatchObject({ status: 'clean', processingError: null, contentType: 'image/png', size: PNG.length });
    expect(await exists(uploadKeyOf(u.file.id))).toBe(false); // moved to the file's own key before the check
    expect(await exists(keyOf(u.file.id))).toBe(true);
    expect(f.downloadUrl?.startsWith(`${endpoint}/${BUCKET}/${keyOf(u.file.id)}?`)).toBe(true);
    const got = await fetch(f.downloadUrl!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="shot.png"; filename*=UTF-8''shot.png`);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect(ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag })).status).toBe('clean'); // repeated confirm

    const usage = ok(await api<sdk.getFileStorageUsageResponse>('GET', '/api/v1/files/storage-usage'));
    expect(usage).toMatchObject({ bytesUsed: PNG.length, fileCount: 1 });
  });

  it('other bytes of the declared size: the store takes them (it ignores the checksum), the job fails the file and removes the object', async () => {
    const declared = Buffer.from('declared bytes, hashed\n');
    const sent = Buffer.from('DECLARED BYTES, HASHED\n');
    const { u, res } = await upload(declared, 'text/plain', 'swapped.txt', sent);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await exists(uploadKeyOf(u.file.id))).toBe(true);
    expect(ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') })).status).toBe('processing');
    const f = await settled(u.file.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toBe(`checksum mismatch: the stored bytes hash to sha256 ${sha256(sent)}, ${sha256(declared)} was declared`);
    expect(f.downloadUrl).toBeUndefined();
    expect(await exists(keyOf(u.file.id))).toBe(false);
  });

  it('declared image/png, sent text with its right checksum: failed with "type mismatch", the object removed', async () => {
    const bytes = Buffer.from('plain words, not pixels\n');
    const { u, res } = await upload(bytes, 'image/png', 'words.png');
    expect(res.status).toBe(200);
    ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') }));
    const f = await settled(u.file.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toBe('type mismatch: declared image/png, the bytes are of no recognised type');
    expect(await exists(keyOf(u.file.id))).toBe(false);
  });

  it('more bytes than signed: s3rver takes them (AWS S3 would refuse the signed Content-Length), the job fails the file with "size mismatch"', async () => {
    const declared = Buffer.from('short\n');
    const sent = Buffer.from('short, and then a good deal longer\n');
    const { u, res } = await upload(declared, 'text/plain', 'longer.txt', sent);
    expect(res.status, await res.clone().text()).toBe(200);
    ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') }));
    const f = await settled(u.file.id);
    expect(f.status).toBe('failed');
    expect(f.processingError).toMatch(new RegExp(`^size mismatch: the stored object has (at least )?\\d+ bytes, ${declared.length} were declared$`));
    expect(await exists(keyOf(u.file.id))).toBe(false);
  });

  // The upload URL stays valid for 15 minutes after the check, and a store that ignores the signed checksum (the
  // issue says the check must not rely on it) takes other bytes under it: the check moved the confirmed bytes to the
  // file's own key first, so the download keeps serving what was checked.
  it('a clean file keeps serving the bytes that were checked: a later PUT to its upload URL does not change the download', async () => {
    const checked = Buffer.from('the checked bytes\n');
    const { u, res } = await upload(checked, 'text/plain', 'checked.txt');
    ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') }));
    expect((await settled(u.file.id)).status).toBe('clean');
    const swapped = Buffer.from('UNCHECKED BYTES!!\n');
    expect(swapped.length).toBe(checked.length);
    await fetch(u.uploadUrl, { method: u.uploadMethod, headers: u.fields, body: new Uint8Array(swapped) });
    const f = ok(await api<sdk.getFileResponse>('GET', `/api/v1/files/${u.file.id}`));
    expect(f.status).toBe('clean');
    const got = Buffer.from(await (await fetch(f.downloadUrl!)).arrayBuffer());
    expect(got.toString()).toBe(checked.toString());
  });

  it('confirm before the upload is 409 with a suggestion; a wrong ETag is 409 naming body.etag', async () => {
    const bytes = Buffer.from('later\n');
    const u = ok(
      await api<sdk.createFileResponse>('POST', '/api/v1/files', {
        sha256: sha256(bytes),
        filename: 'later.txt',
        contentType: 'text/plain',
        size: bytes.length,
      }),
      201,
    );
    const early = failure(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: 'x' }), 409, 'INVALID_STATE_TRANSITION');
    expect(early.suggestion).toMatch(/uploadUrl/);
    expect(early.data).toMatchObject({ fileId: u.file.id, status: 'pending' });
    const res = await fetch(u.uploadUrl, { method: 'PUT', headers: u.fields, body: new Uint8Array(bytes) });
    expect(res.status).toBe(200);
    failure(
      await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: '"0123456789abcdef0123456789abcdef"' }),
      409,
      'INVALID_STATE_TRANSITION',
      'body.etag',
    );
    expect(ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') })).status).toBe('processing');
    expect((await settled(u.file.id)).status).toBe('clean');
  });

  it('delete removes the object from the bucket; the presigned GET then finds nothing', async () => {
    const bytes = Buffer.from('to be deleted\n');
    const { u, res } = await upload(bytes, 'text/plain', 'doomed.txt');
    ok(await api<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') }));
    const f = await settled(u.file.id);
    expect(f.status).toBe('clean');
    expect(await exists(keyOf(u.file.id))).toBe(true);
    expect(ok(await api<sdk.deleteFileResponse>('DELETE', `/api/v1/files/${u.file.id}`))).toEqual({ id: u.file.id, deleted: true });
    expect(await exists(keyOf(u.file.id))).toBe(false);
    expect((await fetch(f.downloadUrl!)).status).toBe(404);
    failure(await api<sdk.getFileResponse>('GET', `/api/v1/files/${u.file.id}`), 404, 'NOT_FOUND', 'path.id');
    // What is left in the bucket: only the clean files of the tests above (failed and deleted ones are gone).
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!).filter((k) => k.startsWith(`${orgId}/`));
    const clean = ok(await api<sdk.listFilesResponse>('GET', '/api/v1/files?status=clean&limit=200')).map((x) => keyOf(x.id));
    expect(keys.sort()).toEqual(clean.sort());
  });
});
