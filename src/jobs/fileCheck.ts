/**
 * The integrity check of an uploaded file (spec 1 §3.2 "pending file → processing, then clean or
 * failed"): queued by confirmFile in its own transaction (task `file_check`), it reads the stored object back —
 * whatever the store enforced on upload — and compares:
 *   1. the byte count with the declared size;
 *   2. the SHA-256 of the streamed bytes with the declared sha256;
 *   3. the type sniffed from the bytes (file-type) with the declared contentType, which must be in ALLOWED_TYPES;
 *      text types have no magic number, so for them nothing binary may be sniffed and the bytes must be UTF-8
 *      without NUL.
 * Before reading, the confirmed upload is moved from the upload key to the file's own key (ObjectStore.promote), so
 * a still-valid upload URL cannot change the bytes once checked; an upload whose ETag changed after confirm fails.
 * The file ends clean, or failed with processingError saying which check failed; a failed file's bytes are removed
 * from the store. The job is safe to run twice: it acts only on a file still in processing, under its row lock.
 * A store that cannot be reached throws, and graphile-worker retries with backoff.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { uploadKeyOf, type ObjectStore } from '../storage/types.js';
import { enqueue } from '../platform/queue.js';
import { ALLOWED_TYPES, TEXT_TYPES, type FileRow } from '../services/files.js';

/** Bytes file-type may look at to sniff a type (office documents need more than the default 4100). */
const SNIFF_BYTES = 256 * 1024;

export interface Verdict {
  ok: boolean;
  error: string | null;
  detectedType: string | null;
}

/**
 * Reads `stream` once: size, SHA-256, the type sniffed from its first SNIFF_BYTES, and whether it is NUL-free
 * UTF-8. Stops reading (truncated) once it holds more bytes than declared.
 */
export async function inspect(
  stream: Readable,
  declaredSize: number,
): Promise<{ size: number; sha256: string; detectedType: string | null; utf8: boolean; truncated: boolean }> {
  const hash = createHash('sha256');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  let utf8 = true;
  let truncated = false;
  for await (const raw of stream) {
    const chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as Uint8Array);
    size += chunk.length;
    if (size > declaredSize) {
      // More bytes than declared: the size check fails whatever follows, so stop reading (break destroys the stream).
      truncated = true;
      break;
    }
    hash.update(chunk);
    if (headBytes < SNIFF_BYTES) {
      head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
      headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
    }
    if (utf8) {
      try {
        decoder.decode(chunk, { stream: true });
        if (chunk.includes(0)) utf8 = false;
      } catch {
        utf8 = false;
      }
    }
  }
  if (utf8 && !truncated) {
    try {
      decoder.decode();
    } catch {
      utf8 = false;
    }
  }
  // Loaded on the first check, not at start (it costs ~11 MB and ~90 ms to load; most instances rarely check files).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(Buffer.concat(head));
  return { size, sha256: hash.digest('hex'), detectedType: sniffed?.mime ?? null, utf8, truncated };
}

/** The verdict on a file's stored bytes against what was declared. */
export function judge(file: Pick<FileRow, 'size' | 'sha256' | 'content_type'>, seen: Awaited<ReturnType<typeof inspect>>): Verdict {
  const declared = Number(file.size);
  const detectedType = seen.detectedType;
  if (seen.truncated || seen.size !== declared) {
    return {
      ok: false,
      error: `size mismatch: the stored object has ${seen.truncated ? 'at least ' : ''}${seen.size} bytes, ${declared} were declared`,
      detectedType,
    };
  }
  if (seen.sha256 !== file.sha256) {
    return { ok: false, error: `checksum mismatch: the stored bytes hash to sha256 ${seen.sha256}, ${file.sha256} was declared`, detectedType };
  }
  if (!(ALLOWED_TYPES as readonly string[]).includes(file.content_type)) {
    return { ok: false, error: `type not allowed: ${file.content_type}`, detectedType };
  }
  if (TEXT_TYPES.has(file.content_type)) {
    if (detectedType) return { ok: false, error: `type mismatch: declared ${file.content_type}, the bytes are ${detectedType}`, detectedType };
    if (!seen.utf8) return { ok: false, error: `type mismatch: declared ${file.content_type}, the bytes are not UTF-8 text`, detectedType };
    return { ok: true, error: null, detectedType: file.content_type };
  }
  if (detectedType !== file.content_type) {
    return { ok: false, error: `type mismatch: declared ${file.content_type}, the bytes are ${detectedType ?? 'of no recognised type'}`, detectedType };
  }
  return { ok: true, error: null, detectedType };
}

/** The `file_check` task: payload {orgId, fileId}. */
export async function checkFile(db: Knex, store: ObjectStore, logger: Logger, payload: { orgId: string; fileId: string }): Promise<void> {
  const row = (await db('files').where({ org_id: payload.orgId, id: payload.fileId }).first()) as FileRow | undefined;
  if (row?.status !== 'processing') return;
  let verdict: Verdict;
  // The confirmed upload moves to the file's own key first, so the bytes checked are the bytes served. 'missing'
  // on a retry means an earlier attempt moved it already.
  const moved = await store.promote(uploadKeyOf(row.storage_key), row.storage_key, row.etag ?? '');
  const stored = moved === 'changed' ? null : await store.head(row.storage_key);
  if (moved === 'changed') verdict = { ok: false, error: 'the uploaded object changed after it was confirmed', detectedType: null };
  else if (!stored) verdict = { ok: false, error: 'the uploaded object is no longer in storage', detectedType: null };
  else verdict = judge(row, await inspect(await store.read(row.storage_key), Number(row.size)));
  const uploadKey = uploadKeyOf(row.storage_key);
  // A failed file's bytes go before its status says failed, so no reader ever sees `failed` with the bytes still
  // stored; meanwhile it reads `processing`. A remove that fails does not hold the verdict back: the job queued with
  // it below removes them later.
  let removed = false;
  if (!verdict.ok) {
    try {
      await store.remove(row.storage_key);
      removed = true;
    } catch (err) {
      logger.warn({ err, fileId: row.id }, 'could not remove a failed file’s bytes: a queued job retries');
    }
  }
  const done = await db.transaction(async (trx) => {
    const current = await trx('files').where({ org_id: row.org_id, id: row.id }).forUpdate().first();
    if (!current) return 'gone';
    if (current.status !== 'processing') return 'moved-on';
    await trx('files')
      .where({ org_id: row.org_id, id: row.id })
      .update({
        status: verdict.ok ? 'clean' : 'failed',
        processing_error: verdict.error,
        detected_type: verdict.detectedType,
        checked_at: trx.raw('clock_timestamp()'),
        updated_at: trx.raw('clock_timestamp()'),
      });
    // Committed with the verdict, so a crash right after it loses neither: bytes a failed remove left go, and
    // whatever reaches the upload key before its URL expires goes then.
    if (!verdict.ok && !removed)
      await enqueue(trx, 'file_remove_object', { storageKey: row.storage_key }, { jobKey: `file_remove:${row.storage_key}`, maxAttempts: 25 });
    await enqueue(
      trx,
      'file_remove_object',
      { storageKey: uploadKey },
      { jobKey: `file_remove:${uploadKey}`, runAt: new Date(Math.max(Date.now(), new Date(row.upload_expires_at).getTime()) + 60_000), maxAttempts: 25 },
    );
    return 'checked';
  });
  // Deleted while being checked: the delete removed what it knew of; the moved bytes may have landed since.
  if (done === 'gone') await Promise.all([store.remove(row.storage_key), store.remove(uploadKey)]);
  logger.info({ fileId: row.id, status: verdict.ok ? 'clean' : 'failed', error: verdict.error ?? undefined }, 'file integrity check');
}

/** The `file_remove_object` task: payload {storageKey}; removes an object whose file was deleted. */
export async function removeObject(store: ObjectStore, payload: { storageKey: string }): Promise<void> {
  await store.remove(payload.storageKey);
}

/**
 * The hourly `files_sweep` task: pending files whose upload request expired more than a day ago are deleted, with
 * any bytes that were uploaded but never confirmed.
 */
export async function sweepExpired(db: Knex, store: ObjectStore): Promise<void> {
  // Rows first (only those still pending), then their objects: a file confirmed meanwhile is never touched.
  const rows: { storage_key: string }[] = await db('files')
    .whereIn(
      ['org_id', 'id'],
      db('files').select('org_id', 'id').where('status', 'pending').andWhereRaw(`upload_expires_at < clock_timestamp() - interval '1 day'`).limit(500),
    )
    .andWhere('status', 'pending')
    .delete()
    .returning('storage_key');
  for (const r of rows) {
    await store.remove(uploadKeyOf(r.storage_key));
    await store.remove(r.storage_key);
  }
}
