/**
 * The `file_check` task against a real Postgres and the local object store (src/jobs/fileCheck.ts, spec 1 §3.2):
 * a file that fails its check never reads as `failed` while its bytes are still stored — a reader that sees the
 * status sees the bytes gone, even when removing them is slow (as an S3 DELETE can be).
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { installQueue } from '../platform/queue.js';
import { LocalObjectStore } from '../storage/local.js';
import { uploadKeyOf } from '../storage/types.js';
import { checkFile } from './fileCheck.js';

const t = useTestDb();
const logger = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'sextant-filecheck-'));

beforeAll(() => installQueue(t.db, inject('databaseUrl'), logger));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A local store whose removes take `delayMs` before the bytes go. */
class SlowRemoveStore extends LocalObjectStore {
  constructor(private readonly delayMs: number) {
    super(dir, Buffer.alloc(32, 7), () => 'http://127.0.0.1:1');
  }
  override async remove(key: string): Promise<void> {
    await new Promise((r) => setTimeout(r, this.delayMs));
    await super.remove(key);
  }
}

/** A local store whose removes fail (an object store that is down). */
class FailingRemoveStore extends LocalObjectStore {
  constructor() {
    super(dir, Buffer.alloc(32, 7), () => 'http://127.0.0.1:1');
  }
  override async remove(): Promise<void> {
    throw new Error('store unavailable');
  }
}

/** A processing file of a new org whose uploaded bytes are text declared as image/png: its check fails. */
async function processingMismatch(store: LocalObjectStore) {
  const { orgId } = await t.newOrg('File check org');
  const id = randomUUID();
  const key = `${orgId}/${id}`;
  const bytes = Buffer.from('not a png at all\n');
  const upload = store.pathOf(uploadKeyOf(key));
  mkdirSync(dirname(upload), { recursive: true });
  writeFileSync(upload, bytes);
  const { etag } = (await store.head(uploadKeyOf(key)))!;
  await t.db('files').insert({
    org_id: orgId,
    id,
    filename: 'logo.png',
    content_type: 'image/png',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    status: 'processing',
    storage_key: key,
    etag,
    upload_expires_at: new Date(Date.now() + 60_000),
  });
  return { orgId, id, path: store.pathOf(key) };
}

describe('checkFile', () => {
  it('a failed file’s bytes are gone by the time any reader sees it failed, however slow the remove', async () => {
    const store = new SlowRemoveStore(400);
    const file = await processingMismatch(store);
    const seen: { status: string; bytesThere: boolean }[] = [];
    let running = true;
    const watcher = (async () => {
      while (running) {
        const row = await t.db('files').where({ org_id: file.orgId, id: file.id }).first('status');
        seen.push({ status: row.status, bytesThere: existsSync(file.path) });
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    await checkFile(t.db, store, logger, { orgId: file.orgId, fileId: file.id });
    running = false;
    await watcher;

    const final = await t.db('files').where({ org_id: file.orgId, id: file.id }).first('status', 'processing_error');
    expect(final.status).toBe('failed');
    expect(final.processing_error).toMatch(/^type mismatch: declared image\/png/);
    expect(existsSync(file.path)).toBe(false);
    expect(seen.length).toBeGreaterThan(5); // the watcher really watched while the check ran
    expect(seen.filter((s) => s.status === 'failed' && s.bytesThere)).toEqual([]);
  });

  it('a remove that fails does not hold the verdict back: failed commits with a queued job to remove the bytes', async () => {
    const store = new FailingRemoveStore();
    const file = await processingMismatch(store);
    await checkFile(t.db, store, logger, { orgId: file.orgId, fileId: file.id });
    expect((await t.db('files').where({ org_id: file.orgId, id: file.id }).first('status')).status).toBe('failed');
    const key = `file_remove:${file.orgId}/${file.id}`;
    // graphile-worker's jobs view (its payload is private): the job keyed by the object it removes.
    const job = await t.db('graphile_worker.jobs').where({ key }).first('task_identifier', 'max_attempts');
    expect(job).toEqual({ task_identifier: 'file_remove_object', max_attempts: 25 });
  });
});
