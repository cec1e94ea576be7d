/**
 * Files (spec 1 §2.10 File, §3.1, §3.2; spec 2 §4.18). The bytes live in the object store
 * (src/storage); this service keeps the records, signs the upload and download requests, and queues the integrity
 * check (src/jobs/fileCheck.ts).
 *
 * Lifecycle: createFile declares sha256, filename, contentType (ALLOWED_TYPES) and size (≤ MAX_FILE_BYTES) and
 * returns a presigned PUT pinned to them (pending, UPLOAD_TTL_S to upload) of the upload key `uploads/<org>/<file>`.
 * confirmFile checks the object is there and its ETag is the one given, moves the file to processing and queues
 * the check in the same transaction. The check first moves the confirmed object to the file's own key
 * `<org>/<file>`, which no presigned request can write (a still-valid upload URL cannot swap the bytes of a checked
 * file), then reads those bytes back and ends in clean or failed (processingError; the bytes of a failed file are
 * removed from the store). Repeated confirm returns the current state.
 *
 * Quota (spec 2 §4.18): per org, SEXTANT_STORAGE_QUOTA_BYTES (default 1 GiB). Bytes used = sizes of processing and
 * clean files and of pending ones whose upload request has not expired; a request past the quota is 422
 * PLAN_LIMIT_EXCEEDED. Requests of one org take the org row's lock, so concurrent ones cannot both slip under it.
 *
 * Deletion is irreversible: the row goes (attachments and prototypes with it, avatars cleared) and the object is
 * removed from the store; when the store cannot be reached, a durable job retries the removal.
 * Only the uploader or an admin deletes a file. Every member of the org with file:read reads any of its files.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { ApiError, didYouMean, invalidField, notFound, requireCapability } from '../core/errors.js';
import type { Page } from '../repositories/paging.js';
import { findIdInOrg, isUuid } from '../repositories/refs.js';
import { attachmentsOfFiles, deleteAttachment, insertAttachment, type FileEntityType } from '../repositories/attachments.js';
import {
  deleteFile,
  fileExists,
  findVisibleFile,
  insertPendingFile,
  listVisibleFiles,
  markFileProcessing,
  storageUsed,
  toFile,
  type FileRow,
} from '../repositories/files.js';
import { loggedColumn } from '../repositories/activities.js';
import { findCommentAuthor } from '../repositories/comments.js';
import { findMessageAuthor } from '../repositories/messages.js';
import { lockOrg } from '../repositories/orgs.js';
import { setAvatarFileId } from '../repositories/users.js';
import { enqueue } from '../platform/queue.js';
import type { ObjectStore } from '../storage/types.js';
import { normalizeEtag, uploadKeyOf } from '../storage/types.js';
import { iso } from './common.js';
import { ALLOWED_TYPES, ENTITIES, IMAGE_TYPES, MAX_FILE_BYTES, quotaFromEnv, UPLOAD_TTL_S, DOWNLOAD_TTL_S, type ReadableChecks } from './files/policy.js';

export type FileRecord = Schema<'File'>;
export type FileUpload = Schema<'FileUpload'>;
export type StorageUsage = Schema<'StorageUsage'>;
export type { FileRow } from '../repositories/files.js';

export {
  ALLOWED_TYPES,
  DEFAULT_QUOTA_BYTES,
  DOWNLOAD_TTL_S,
  IMAGE_TYPES,
  MAX_FILE_BYTES,
  quotaFromEnv,
  TEXT_TYPES,
  UPLOAD_TTL_S,
  type ReadableChecks,
} from './files/policy.js';

export class FileService {
  constructor(
    private readonly db: Knex,
    readonly store: ObjectStore,
    private readonly readable: ReadableChecks,
    private readonly quota = quotaFromEnv(),
  ) {}

  private missing(id: string, field = 'path.id') {
    const err = new ApiError('NOT_FOUND', `File ${id} not found`, {
      details: [{ field, message: 'names no file of this org' }],
      suggestion: "Use a file id returned by POST /api/v1/files, or list the org's files with GET /api/v1/files.",
    });
    err.subject = id;
    return err;
  }

  /** The file row in the caller's org and visible to them (404 otherwise); `lock` takes it for update. */
  async row(db: Knex, actor: Actor, id: string, opts: { lock?: boolean; field?: string } = {}): Promise<FileRow> {
    const row = await findVisibleFile(db, actor.orgId, actor.userId, id, opts.lock);
    if (!row) throw this.missing(id, opts.field);
    return row;
  }

  private async present(db: Knex, rows: FileRow[], download = false): Promise<FileRecord[]> {
    if (!rows.length) return [];
    const byFile = await attachmentsOfFiles(
      db,
      rows[0].org_id,
      rows.map((r) => r.id),
    );
    return Promise.all(
      rows.map(async (r) => {
        const file = toFile(r, byFile.get(r.id) ?? []);
        if (download && r.status === 'clean') {
          const d = await this.store.presignDownload({
            key: r.storage_key,
            filename: r.filename,
            contentType: r.content_type,
            expiresInSeconds: DOWNLOAD_TTL_S,
          });
          file.downloadUrl = d.url;
          file.downloadExpiresAt = d.expiresAt.toISOString();
        }
        return file;
      }),
    );
  }

  /** The record `entityType`/`entityId` names (a UUID: the pipeline resolved a ref), readable by the caller; 404 naming `field` otherwise. */
  async entity(db: Knex, actor: Actor, entityType: FileEntityType, entityId: string, field: string): Promise<string> {
    const e = ENTITIES[entityType];
    const missing = () => notFound(e.label, entityId, e.list, field);
    if (entityType === 'message') return this.readable.message(actor, entityId, field);
    if (entityType === 'comment') return this.readable.comment(actor, entityId, field);
    if (!actor.capabilities.has(e.read)) throw missing();
    const id = await findIdInOrg(db, entityType === 'task' ? 'tasks' : e.ref!, actor.orgId, entityId);
    if (!id) throw missing();
    return id;
  }

  /** A message's or comment's attachments are its author's to change, as its body is (PATCH is author-only). */
  private async assertAuthor(db: Knex, actor: Actor, entityType: FileEntityType, entityId: string, field: string): Promise<void> {
    if (entityType !== 'message' && entityType !== 'comment') return;
    const row = await (entityType === 'message' ? findMessageAuthor : findCommentAuthor)(db, actor.orgId, entityId);
    if (row?.author_id !== actor.userId) {
      throw new ApiError('FORBIDDEN', `Only the author of ${entityType} ${entityId} changes its attachments`, {
        details: [{ field, message: `is another user's ${entityType}` }],
        data: { entityType, entityId, authorId: row?.author_id ?? null },
        suggestion: `Reply with your own ${entityType} carrying the file (attachments: [fileId]) instead.`,
      });
    }
  }

  /** GET /files/storage-usage (spec 2 §4.18): {bytesUsed, quota, percent (two decimals), fileCount}. */
  async usage(actor: Actor): Promise<StorageUsage> {
    const { bytes, files } = await storageUsed(this.db, actor.orgId);
    return { bytesUsed: bytes, quota: this.quota, percent: this.quota ? Math.round((bytes / this.quota) * 10000) / 100 : 100, fileCount: files };
  }

  /**
   * POST /files (spec 2 §4.18): a pending file and its presigned upload. 400 for a content type outside
   * ALLOWED_TYPES (the allowed list and a did-you-mean in the suggestion), a size over MAX_FILE_BYTES, or one of
   * entityType/entityId without the other; 404 for an entity the caller cannot read; 422 PLAN_LIMIT_EXCEEDED past
   * the quota (error.data {bytesUsed, quota, requested}).
   */
  async create(actor: Actor, input: RequestBody<'createFile'>): Promise<FileUpload> {
    const contentType = input.contentType.trim().toLowerCase();
    if (!(ALLOWED_TYPES as readonly string[]).includes(contentType)) {
      const near = didYouMean(contentType, ALLOWED_TYPES);
      throw new ApiError('VALIDATION_FAILED', `contentType ${input.contentType} is not accepted`, {
        details: [{ field: 'body.contentType', message: `must be one of ${ALLOWED_TYPES.join(', ')}` }],
        suggestion: `${near ? `Did you mean ${near}? ` : ''}Send one of: ${ALLOWED_TYPES.join(', ')}.`,
      });
    }
    if (input.size > MAX_FILE_BYTES) {
      throw invalidField('body.size', `must be at most ${MAX_FILE_BYTES} bytes (100 MiB)`, 'Split the file or compress it below 100 MiB.');
    }
    if ((input.entityType === undefined) !== (input.entityId === undefined)) {
      const missingField = input.entityType === undefined ? 'body.entityType' : 'body.entityId';
      throw invalidField(
        missingField,
        'is required with ' + (input.entityType === undefined ? 'entityId' : 'entityType'),
        'Send entityType and entityId together to attach the file on upload, or neither.',
      );
    }
    const id = randomUUID();
    const key = `${actor.orgId}/${id}`;
    const row = await this.db.transaction(async (trx) => {
      const entityId = input.entityType ? await this.entity(trx, actor, input.entityType, input.entityId!, 'body.entityId') : undefined;
      // One org's upload requests take turns, so two cannot both fit under the quota's last bytes.
      await lockOrg(trx, actor.orgId);
      const { bytes } = await storageUsed(trx, actor.orgId);
      if (bytes + input.size > this.quota) {
        throw new ApiError(
          'PLAN_LIMIT_EXCEEDED',
          `This upload (${input.size} bytes) would take the org past its storage quota (${bytes} of ${this.quota} bytes used)`,
          {
            details: [{ field: 'body.size', message: `exceeds the ${this.quota - bytes} bytes left` }],
            data: { bytesUsed: bytes, quota: this.quota, requested: input.size },
            suggestion:
              'Delete files the org no longer needs (DELETE /api/v1/files/{id}; GET /api/v1/files lists them), or ask the operator to raise SEXTANT_STORAGE_QUOTA_BYTES.',
          },
        );
      }
      const r = await insertPendingFile(
        trx,
        actor.orgId,
        {
          id,
          filename: input.filename,
          content_type: contentType,
          size: input.size,
          sha256: input.sha256,
          storage_key: key,
          uploaded_by: actor.userId,
        },
        UPLOAD_TTL_S,
      );
      // A new file has no attachment yet: the insert cannot meet an existing one.
      if (input.entityType)
        await insertAttachment(trx, actor.orgId, { fileId: id, entityType: input.entityType, entityId: entityId!, attachedBy: actor.userId });
      return r;
    });
    const upload = await this.store.presignUpload({
      key: uploadKeyOf(key),
      size: input.size,
      contentType,
      sha256: input.sha256,
      expiresInSeconds: UPLOAD_TTL_S,
    });
    const [file] = await this.present(this.db, [row]);
    return { file, uploadUrl: upload.url, uploadMethod: upload.method, fields: upload.headers, expiresAt: upload.expiresAt.toISOString() };
  }

  /**
   * POST /files/{id}/confirm (spec 2 §4.18, spec 1 §3.2): pending → processing and the integrity check queued, in
   * one transaction. A file past pending is returned as it is (repeated confirm). 409 when the object is not in the
   * store yet (upload first) or its ETag differs from `etag`.
   */
  async confirm(actor: Actor, id: string, etag: string): Promise<FileRecord> {
    return this.db.transaction(async (trx) => {
      const row = await this.row(trx, actor, id, { lock: true });
      if (row.status !== 'pending') return (await this.present(trx, [row]))[0];
      // An expired request no longer holds quota (see used()): confirming it would slip its bytes past the quota.
      if (row.upload_expires_at.getTime() < Date.now()) {
        throw new ApiError('INVALID_STATE_TRANSITION', `The upload request of file ${row.id} expired at ${iso(row.upload_expires_at)}`, {
          data: { fileId: row.id, status: row.status, uploadExpiresAt: iso(row.upload_expires_at) },
          suggestion:
            'This upload request expired: request a new upload with POST /api/v1/files, send the bytes to its uploadUrl and confirm that file; delete this one.',
        });
      }
      const stored = await this.store.head(uploadKeyOf(row.storage_key));
      if (!stored) {
        throw new ApiError('INVALID_STATE_TRANSITION', `File ${row.id} has no uploaded bytes yet`, {
          data: { fileId: row.id, status: row.status, uploadExpiresAt: iso(row.upload_expires_at) },
          suggestion: 'Send the bytes to the uploadUrl (method PUT, with every header in fields) first, then confirm with the ETag the upload answered.',
        });
      }
      if (normalizeEtag(etag) !== stored.etag) {
        throw new ApiError('INVALID_STATE_TRANSITION', `The ETag ${etag} is not the stored object's`, {
          details: [{ field: 'body.etag', message: 'does not match the uploaded object' }],
          data: { fileId: row.id },
          suggestion: "Send the ETag response header of your upload (quotes optional); after uploading again, use the newest upload's ETag.",
        });
      }
      const updated = await markFileProcessing(trx, actor.orgId, row.id, stored.etag);
      await enqueue(trx, 'file_check', { orgId: actor.orgId, fileId: row.id }, { jobKey: `file_check:${row.id}`, maxAttempts: 10 });
      return (await this.present(trx, [updated!]))[0];
    });
  }

  /**
   * The UUID of a file the caller may see (its activity log, spec 2 §4.3): 403 without file:read, 404 naming
   * `field`. A deleted file's log stays readable by its uploader (as the log recorded it): where it was attached, and
   * so who else could see it, is gone with it.
   */
  async readableId(actor: Actor, id: string, field: string): Promise<string> {
    requireCapability(actor.capabilities, 'file:read', 'Reading the activity log of a file');
    if (isUuid(id) && !(await fileExists(this.db, actor.orgId, id))) {
      if ((await loggedColumn(this.db, actor.orgId, 'file', id.toLowerCase(), 'uploaded_by')) === actor.userId) return id.toLowerCase();
    }
    return (await this.row(this.db, actor, id, { field })).id;
  }

  /** GET /files/{id}: the file, with a presigned downloadUrl (DOWNLOAD_TTL_S) only when clean. */
  async get(actor: Actor, id: string): Promise<FileRecord> {
    const row = await this.row(this.db, actor, id);
    return (await this.present(this.db, [row], true))[0];
  }

  /** GET /files: newest first; entityType and entityId together or neither (400 naming the missing one). */
  async list(actor: Actor, q: QueryParams<'listFiles'> & { limit: number }): Promise<Page<FileRecord>> {
    if ((q.entityType === undefined) !== (q.entityId === undefined)) {
      const missingField = q.entityType === undefined ? 'query.entityType' : 'query.entityId';
      throw invalidField(
        missingField,
        'is required with ' + (q.entityType === undefined ? 'entityId' : 'entityType'),
        "Send entityType and entityId together to list one record's files, or neither for all of the org's.",
      );
    }
    const entity = q.entityType ? { type: q.entityType, id: await this.entity(this.db, actor, q.entityType, q.entityId!, 'query.entityId') } : undefined;
    const page = await listVisibleFiles(this.db, actor.orgId, actor.userId, { entity, status: q.status }, q);
    return { rows: await this.present(this.db, page.rows), nextCursor: page.nextCursor };
  }

  /** POST /files/{id}/attachments: idempotent; a failed file is 409. Returns the file. */
  async attach(actor: Actor, id: string, input: RequestBody<'attachFile'>): Promise<FileRecord> {
    return this.db.transaction(async (trx) => {
      const row = await this.row(trx, actor, id, { lock: true });
      if (row.status === 'failed') {
        throw new ApiError('INVALID_STATE_TRANSITION', `File ${row.id} failed its integrity check and cannot be attached`, {
          data: { fileId: row.id, status: row.status, processingError: row.processing_error },
          suggestion: 'Upload the file again (POST /api/v1/files) and attach the new one.',
        });
      }
      const entityId = await this.entity(trx, actor, input.entityType, input.entityId, 'body.entityId');
      await this.assertAuthor(trx, actor, input.entityType, entityId, 'body.entityId');
      await insertAttachment(trx, actor.orgId, { fileId: row.id, entityType: input.entityType, entityId, attachedBy: actor.userId });
      return (await this.present(trx, [row]))[0];
    });
  }

  /** DELETE /files/{id}/attachments: idempotent (detaching what is not attached succeeds). Returns the file. */
  async detach(actor: Actor, id: string, input: QueryParams<'detachFile'>): Promise<FileRecord> {
    return this.db.transaction(async (trx) => {
      const row = await this.row(trx, actor, id, { lock: true });
      // A deleted record's attachments went with it (trigger), so the record is always resolved and must be readable.
      const entityId = await this.entity(trx, actor, input.entityType, input.entityId, 'query.entityId');
      await this.assertAuthor(trx, actor, input.entityType, entityId, 'query.entityId');
      await deleteAttachment(trx, actor.orgId, row.id, input.entityType, entityId);
      return (await this.present(trx, [row]))[0];
    });
  }

  /**
   * DELETE /files/{id}: irreversible. Only the uploader or an admin (403 naming the uploader otherwise). The object
   * is removed from the store at once; if the store cannot be reached, a job retries until it is gone.
   */
  async remove(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
    return this.db.transaction(async (trx) => {
      const row = await this.row(trx, actor, id, { lock: true });
      if (row.uploaded_by !== actor.userId && !(actor.role === 'admin' && actor.credential.type === 'api_key')) {
        throw new ApiError('FORBIDDEN', `Only the uploader of file ${row.id} or an admin may delete it`, {
          data: { fileId: row.id, uploadedBy: row.uploaded_by },
          suggestion: `Ask its uploader (user ${row.uploaded_by ?? 'no longer in the org'}) or an admin to delete it, or detach it from your record instead.`,
        });
      }
      await deleteFile(trx, actor.orgId, row.id);
      // An upload URL outlives the row until it expires (on S3 nothing asks the database): whatever reaches the
      // upload key by then is removed then.
      await enqueue(
        trx,
        'file_remove_object',
        { storageKey: uploadKeyOf(row.storage_key) },
        {
          jobKey: `file_remove_late:${row.id}`,
          maxAttempts: 25,
          runAt: new Date(Math.max(Date.now(), row.upload_expires_at.getTime()) + 60_000),
        },
      );
      for (const key of [row.storage_key, uploadKeyOf(row.storage_key)]) {
        try {
          await this.store.remove(key);
        } catch {
          await enqueue(trx, 'file_remove_object', { storageKey: key }, { jobKey: `file_remove:${key}`, maxAttempts: 25 });
        }
      }
      return { id: row.id, deleted: true as const };
    });
  }

  /**
   * A file usable as an avatar: clean and an image (IMAGE_TYPES). 404 naming `field` when absent,
   * 409 while it is pending or processing or when it failed, 400 for another type.
   */
  async requireCleanImage(db: Knex, actor: Actor, id: string, field: string): Promise<FileRow> {
    requireCapability(actor.capabilities, 'file:read', 'Using an uploaded file');
    const row = await this.row(db, actor, id, { field });
    if (!IMAGE_TYPES.has(row.content_type)) {
      throw new ApiError('VALIDATION_FAILED', `File ${row.id} is ${row.content_type}, not an image`, {
        details: [{ field, message: `must be an image (${[...IMAGE_TYPES].join(', ')})` }],
        suggestion: `Upload an image (${[...IMAGE_TYPES].join(', ')}) and use its id.`,
      });
    }
    if (row.status !== 'clean') {
      throw new ApiError('INVALID_STATE_TRANSITION', `File ${row.id} is ${row.status}, not clean`, {
        details: [{ field, message: `is ${row.status}` }],
        data: { fileId: row.id, status: row.status },
        suggestion:
          row.status === 'failed'
            ? 'It failed its integrity check; upload the image again.'
            : row.status === 'pending'
              ? 'Upload its bytes and confirm it first, then wait until GET /api/v1/files/{id} says clean.'
              : 'Wait until GET /api/v1/files/{id} says clean (a few seconds), then retry.',
      });
    }
    return row;
  }

  /** A file of the org that is not failed (usable as a prototype); 404 naming `field`, 409 when failed or pending. */
  async requireConfirmed(db: Knex, actor: Actor, id: string, field: string): Promise<FileRow> {
    const row = await this.row(db, actor, id, { field });
    if (row.status === 'pending' || row.status === 'failed') {
      throw new ApiError('INVALID_STATE_TRANSITION', `File ${row.id} is ${row.status}`, {
        details: [{ field, message: `is ${row.status}` }],
        data: { fileId: row.id, status: row.status },
        suggestion:
          row.status === 'failed'
            ? 'It failed its integrity check; upload it again.'
            : 'Upload its bytes and confirm it (POST /api/v1/files/{id}/confirm) first.',
      });
    }
    return row;
  }

  /** POST /viewer/avatar: a clean image, or null to remove. */
  async setAvatar(actor: Actor, fileId: string | null): Promise<void> {
    await this.db.transaction(async (trx) => {
      if (fileId !== null) await this.requireCleanImage(trx, actor, fileId, 'body.fileId');
      await setAvatarFileId(trx, actor.orgId, actor.userId, fileId?.toLowerCase() ?? null);
    });
  }
}
