/**
 * The integrity check survives a crash ("Done when": kill the server while a confirm job is queued and
 * see the job finish after restart). `node bin/start.mjs` — what `npm start` runs — on a fresh database of the test
 * Postgres, the local store in a throwaway SEXTANT_FILES_DIR and a fixed SEXTANT_SECRET_KEY:
 *
 *   1. started with SEXTANT_WORKER=0 (an API-only instance): uploads are requested, their bytes sent to the presigned
 *      URL and confirmed; the files stay processing (nothing checks them: an avatar is refused with 409) and their
 *      file_check jobs wait in graphile_worker.jobs;
 *   2. SIGKILL — no graceful stop; the jobs and the processing files are still in the database;
 *   3. started again with its worker: the jobs run — the PNG ends clean and downloads byte for byte, the text that
 *      claimed to be a PNG ends failed with its bytes removed — and an upload URL the first process signed is still
 *      accepted by the second (same secret key).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { ROOT } from '../../src/db/connect.js';
import { createDb } from '../../src/db/knex.js';
import { OrgService } from '../../src/services/orgs.js';
import { startInstance, stopAll, type Started } from '../lib/processes.js';
import { assertFailureEnvelope, checkedFetch } from '../lib/contract.js';
import type * as sdk from '../../sdk/src/index';
import type { File } from '../../sdk/src/index';
import { failure, ok } from '../lib/sdkAs.js';

const { databaseUrl } = inject('contract');
const dbName = `sextant_files_restart_${Date.now().toString(36)}_${process.pid}`;
const freshUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

/** A 2×1 PNG built by hand (signature, IHDR, IDAT, IEND with their CRCs). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000010806000000f4227f8a0000000e49444154789c63f8cfc00042ff010ff903fd851199760000000049454e44ae426082',
  'hex',
);
const FAKE = Buffer.from('words that claim to be a picture\n');
const LATE = Buffer.from('uploaded after the restart\n');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let db: Knex;
let env: Record<string, string>;
let apiKey: string;
let orgId: string;

/**
 * One call to the instance at `base` (another server than the one the SDK is configured for), checked against the
 * document and answered in the SDK's shape: `R` is the generated response union of the operation called, so the
 * sdkAs helpers read it typed.
 */
const at =
  (base: string) =>
  async <R>(method: string, path: string, body?: unknown): Promise<R> => {
    const res = await checkedFetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${apiKey}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const t = await res.text();
    return { status: res.status, data: t ? JSON.parse(t) : undefined, headers: res.headers } as R;
  };
/** The file_check jobs queued for `fileIds`, from graphile-worker's public view. */
const jobsFor = async (fileIds: string[]) =>
  (
    await db.raw(`SELECT key, task_identifier, attempts, locked_at FROM graphile_worker.jobs WHERE key = ANY(?) ORDER BY key`, [
      fileIds.map((id) => `file_check:${id}`),
    ])
  ).rows as { key: string; task_identifier: string; attempts: number; locked_at: Date | null }[];

beforeAll(async () => {
  mkdirSync(join(ROOT, '.test-data'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-data', 'files-restart-'));
  const admin = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    await admin.raw(`CREATE DATABASE ${dbName}`);
  } finally {
    await admin.destroy();
  }
  db = createDb(freshUrl, { min: 0, max: 2 });
  env = {
    SEXTANT_SECRET_KEY: randomBytes(32).toString('hex'),
    SEXTANT_FILES_DIR: join(dir, 'files'),
    SEXTANT_DATA_DIR: join(dir, 'data'),
    SEXTANT_S3_BUCKET: '', // the local driver, whatever the caller's environment says
  };
});

afterAll(async () => {
  await stopAll(); // SIGTERM to every instance of this file still running, even after a failure half-way
  await db?.destroy();
  const admin = createDb(databaseUrl, { min: 0, max: 1 });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } finally {
    await admin.destroy();
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a queued integrity check survives SIGKILL (graphile-worker on Postgres)', () => {
  it('confirmed on an API-only instance, killed, restarted with a worker: the checks run and end clean or failed', { timeout: 180_000 }, async () => {
    // 1. An API-only instance: nothing takes the queue's jobs.
    const first: Started = await startInstance(freshUrl, { ...env, SEXTANT_WORKER: '0' });
    const org = await new OrgService(db).createOrg('Restart org');
    apiKey = org.apiKey;
    orgId = org.orgId;
    const api1 = at(first.base);

    const confirmed = {} as Record<'png' | 'fake', File>;
    for (const [name, bytes, type] of [
      ['png', PNG, 'image/png'],
      ['fake', FAKE, 'image/png'],
    ] as const) {
      const u = ok(
        await api1<sdk.createFileResponse>('POST', '/api/v1/files', { sha256: sha256(bytes), filename: `${name}.png`, contentType: type, size: bytes.length }),
        201,
      );
      expect(u.uploadUrl.startsWith(`${first.base}/api/uploads/`)).toBe(true);
      const put = await fetch(u.uploadUrl, { method: u.uploadMethod, headers: u.fields, body: new Uint8Array(bytes) });
      expect(put.status).toBe(200);
      confirmed[name] = ok(await api1<sdk.confirmFileResponse>('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: put.headers.get('etag') }));
      expect(confirmed[name].status).toBe('processing');
      expect(existsSync(join(env.SEXTANT_FILES_DIR, 'uploads', orgId, u.file.id))).toBe(true);
    }
    const ids = [confirmed.png.id, confirmed.fake.id];
    // A third upload is only requested: its URL was signed by this instance.
    const late = ok(
      await api1<sdk.createFileResponse>('POST', '/api/v1/files', { sha256: sha256(LATE), filename: 'late.txt', contentType: 'text/plain', size: LATE.length }),
      201,
    );

    // Nothing checks them here: still processing a while later, no download link, not usable as an avatar.
    await sleep(1500);
    for (const id of ids) {
      const f = ok(await api1<sdk.getFileResponse>('GET', `/api/v1/files/${id}`));
      expect(f).toMatchObject({ status: 'processing', checkedAt: null, processingError: null });
      expect(f.downloadUrl).toBeUndefined();
    }
    expect(ok(await api1<sdk.confirmFileResponse>('POST', `/api/v1/files/${confirmed.png.id}/confirm`, { etag: 'x' })).status).toBe('processing'); // repeated confirm
    const avatar = failure(
      await api1<sdk.setViewerAvatarResponse>('POST', '/api/v1/viewer/avatar', { fileId: confirmed.png.id }),
      409,
      'INVALID_STATE_TRANSITION',
      'body.fileId',
    );
    expect(avatar.data).toEqual({ fileId: confirmed.png.id, status: 'processing' });
    expect(avatar.suggestion).toMatch(/clean/);
    const usage = ok(await api1<sdk.getFileStorageUsageResponse>('GET', '/api/v1/files/storage-usage'));
    expect(usage).toMatchObject({ bytesUsed: PNG.length + FAKE.length + LATE.length, fileCount: 3 }); // processing files hold their bytes
    const queued = await jobsFor(ids);
    expect(queued.map((j) => [j.key, j.task_identifier, j.attempts, j.locked_at])).toEqual(
      ids.map((id) => [`file_check:${id}`, 'file_check', 0, null]).sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    // 2. Killed: no graceful stop, no drain.
    process.kill(first.child.pid!, 'SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(first.out()).not.toContain('shutting down');
    expect((await jobsFor(ids)).map((j) => j.key)).toEqual(ids.map((id) => `file_check:${id}`).sort());
    expect((await db('files').whereIn('id', ids).select('status')).map((r) => r.status)).toEqual(['processing', 'processing']);

    // 3. Started again, with its worker: the jobs the dead instance queued run here.
    const second = await startInstance(freshUrl, { ...env, SEXTANT_WORKER: '1' });
    expect(second.base).not.toBe(first.base);
    const api2 = at(second.base);
    const end = Date.now() + 20_000;
    let files: File[] = [];
    for (;;) {
      files = await Promise.all(ids.map(async (id) => ok(await api2<sdk.getFileResponse>('GET', `/api/v1/files/${id}`))));
      if (files.every((f) => f.status !== 'processing') || Date.now() > end) break;
      await sleep(150);
    }
    const [png, fake] = files;
    expect(png).toMatchObject({ id: confirmed.png.id, status: 'clean', processingError: null });
    expect(Date.parse(png.checkedAt!)).toBeGreaterThan(Date.parse(png.confirmedAt!));
    expect(fake).toMatchObject({
      id: confirmed.fake.id,
      status: 'failed',
      processingError: 'type mismatch: declared image/png, the bytes are of no recognised type',
    });
    expect(existsSync(join(env.SEXTANT_FILES_DIR, orgId, fake.id))).toBe(false);
    expect(await jobsFor(ids)).toEqual([]); // done jobs leave the queue

    // The clean file downloads from the new instance; the avatar it was refused as is now accepted.
    expect(png.downloadUrl?.startsWith(`${second.base}/api/downloads/`)).toBe(true);
    const got = await fetch(png.downloadUrl!);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    expect(ok(await api2<sdk.setViewerAvatarResponse>('POST', '/api/v1/viewer/avatar', { fileId: png.id })).avatarFileId).toBe(png.id);

    // The first instance's upload URL is still good on the second: the same SEXTANT_SECRET_KEY signs both.
    const moved = late.uploadUrl.replace(first.base, second.base);
    const put = await fetch(moved, { method: late.uploadMethod, headers: late.fields, body: new Uint8Array(LATE) });
    expect(put.status).toBe(200);
    expect(ok(await api2<sdk.confirmFileResponse>('POST', `/api/v1/files/${late.file.id}/confirm`, { etag: put.headers.get('etag') })).status).toBe(
      'processing',
    );
    const lateEnd = Date.now() + 20_000;
    let lateFile = ok(await api2<sdk.getFileResponse>('GET', `/api/v1/files/${late.file.id}`));
    while (lateFile.status === 'processing' && Date.now() < lateEnd) {
      await sleep(150);
      lateFile = ok(await api2<sdk.getFileResponse>('GET', `/api/v1/files/${late.file.id}`));
    }
    expect(lateFile.status).toBe('clean');
    // A token signed with another key is refused.
    const [body] = late.uploadUrl.slice(late.uploadUrl.lastIndexOf('/') + 1).split('.');
    const forged = await fetch(`${second.base}/api/uploads/${body}.${randomBytes(32).toString('base64url')}`, {
      method: 'PUT',
      headers: late.fields,
      body: new Uint8Array(LATE),
    });
    expect(forged.status).toBe(403);
    assertFailureEnvelope(await forged.json(), 'forged upload');
  });
});
