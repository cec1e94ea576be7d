/**
 * The files table (spec 1 §2.10 File; spec 2 §4.18): its row, the row → File mapper and its queries. Every function
 * takes the knex (or transaction) first and the org id second and only reads or writes that org's rows; lookups
 * return undefined for a row that is absent, in another org or hidden from the caller (the service decides the 404).
 * The bytes and their presigned URLs are the service's (src/storage); the attachments are file_attachments'
 * (./attachments.ts).
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid } from './refs.js';
import type { FileEntityType } from './attachments.js';

type FileRecord = Schema<'File'>;

/** A files row as stored (size is bigint: a string from pg). */
export interface FileRow {
  org_id: string;
  id: string;
  filename: string;
  content_type: string;
  size: string | number;
  sha256: string;
  status: FileRecord['status'];
  processing_error: string | null;
  storage_key: string;
  etag: string | null;
  uploaded_by: string | null;
  upload_expires_at: Date;
  confirmed_at: Date | null;
  checked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** Row → API shape, with the file's `attachments` (in attach order); no download URL (the service signs it). */
export const toFile = (r: FileRow, attachments: FileRecord['attachments']): FileRecord => ({
  id: r.id,
  orgId: r.org_id,
  filename: r.filename,
  contentType: r.content_type,
  size: Number(r.size),
  sha256: r.sha256,
  status: r.status,
  processingError: r.processing_error,
  uploadedBy: r.uploaded_by,
  attachments,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
  confirmedAt: iso(r.confirmed_at),
  checkedAt: iso(r.checked_at),
});

/** GET /files order: newest first, then id. */
const LIST: ListOrder = {
  name: 'files',
  direction: 'desc',
  keys: [
    { expr: 'f.created_at', type: 'timestamptz' },
    { expr: 'f.id', type: 'uuid' },
  ],
};

/**
 * Narrows `q` (over `files as f`) to the files `userId` may see: their own uploads, and others' unless the file is
 * attached to a message in a room the user is not a member of (the system room has everyone). A file shared in a
 * DM or a private room is as private as the message it came with.
 */
function visibleTo(db: Knex, q: Knex.QueryBuilder, userId: string): Knex.QueryBuilder {
  return q.andWhere((w) =>
    w.where('f.uploaded_by', userId).orWhereNotExists(
      db('file_attachments as va')
        .join('messages as vm', function () {
          this.on('vm.org_id', 'va.org_id').andOn('vm.id', 'va.entity_id');
        })
        .join('rooms as vr', function () {
          this.on('vr.org_id', 'vm.org_id').andOn('vr.id', 'vm.room_id');
        })
        .select(db.raw('1'))
        .whereRaw(`va.org_id = f.org_id AND va.file_id = f.id AND va.entity_type = 'message' AND vr.kind <> 'system'`)
        .whereNotExists(
          db('room_members as vmm').select(db.raw('1')).whereRaw('vmm.org_id = vr.org_id AND vmm.room_id = vr.id').andWhere('vmm.user_id', userId),
        ),
    ),
  );
}

/**
 * File `id` (a UUID, any case) of the org if `userId` may see it; locked FOR UPDATE when `lock`. Undefined when it
 * names no such file (or is no UUID at all).
 */
export async function findVisibleFile(db: Knex, orgId: string, userId: string, id: string, lock = false): Promise<FileRow | undefined> {
  if (!isUuid(id)) return undefined;
  const q = visibleTo(db, db('files as f').select('f.*').where({ 'f.org_id': orgId, 'f.id': id.toLowerCase() }), userId);
  return (await (lock ? q.forUpdate('f') : q).first()) as FileRow | undefined;
}

/** Whether file `id` (a UUID, any case) is a row of the org, whoever may see it. */
export async function fileExists(db: Knex, orgId: string, id: string): Promise<boolean> {
  return isUuid(id) && Boolean(await db('files').where({ org_id: orgId, id: id.toLowerCase() }).first('id'));
}

/**
 * A page of the org's files `userId` may see, newest first: those attached to `entity` (type and resolved UUID)
 * when given, in `status` when given. 400 (from paginate) for a bad cursor.
 */
export async function listVisibleFiles(
  db: Knex,
  orgId: string,
  userId: string,
  filters: { entity?: { type: FileEntityType; id: string }; status?: FileRecord['status'] },
  page: { cursor?: string; limit: number },
): Promise<Page<FileRow>> {
  const query = visibleTo(db, db('files as f').select('f.*').where('f.org_id', orgId), userId);
  if (filters.entity) {
    query.whereExists(
      db('file_attachments as a')
        .select(db.raw('1'))
        .whereRaw('a.org_id = f.org_id AND a.file_id = f.id')
        .andWhere({ 'a.entity_type': filters.entity.type, 'a.entity_id': filters.entity.id }),
    );
  }
  if (filters.status) query.andWhere('f.status', filters.status);
  return paginate<FileRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * Bytes held against the quota by the org's files and how many files hold them: processing and clean files, and
 * pending ones whose upload request has not expired (spec 2 §4.18).
 */
export async function storageUsed(db: Knex, orgId: string): Promise<{ bytes: number; files: number }> {
  const [r] = await db('files')
    .where({ org_id: orgId })
    .andWhere((w) =>
      w.whereIn('status', ['processing', 'clean']).orWhere((p) => p.where('status', 'pending').andWhereRaw('upload_expires_at > clock_timestamp()')),
    )
    .select(db.raw('coalesce(sum(size), 0)::bigint AS bytes'), db.raw('count(*)::int AS files'));
  return { bytes: Number(r.bytes), files: Number(r.files) };
}

/** The columns a new (pending) file takes; its upload request expires `uploadTtlS` seconds from now. */
export interface NewFile {
  id: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  uploaded_by: string;
}

/** Inserts a pending file and returns its row. */
export async function insertPendingFile(trx: Knex, orgId: string, values: NewFile, uploadTtlS: number): Promise<FileRow> {
  const [r] = await trx('files')
    .insert({
      org_id: orgId,
      id: values.id,
      filename: values.filename,
      content_type: values.content_type,
      size: values.size,
      sha256: values.sha256,
      status: 'pending',
      storage_key: values.storage_key,
      uploaded_by: values.uploaded_by,
      upload_expires_at: trx.raw(`clock_timestamp() + make_interval(secs => ?)`, [uploadTtlS]),
    })
    .returning('*');
  return r as FileRow;
}

/** pending → processing with the stored object's `etag`; returns the updated row (undefined when none). */
export async function markFileProcessing(trx: Knex, orgId: string, id: string, etag: string): Promise<FileRow | undefined> {
  const [updated] = await trx('files')
    .where({ org_id: orgId, id })
    .update({ status: 'processing', etag, confirmed_at: trx.raw('clock_timestamp()'), updated_at: trx.raw('clock_timestamp()') })
    .returning('*');
  return updated as FileRow | undefined;
}

/** Deletes the file row (attachments and prototypes go by cascade, avatars are cleared); returns the rows deleted. */
export async function deleteFile(trx: Knex, orgId: string, id: string): Promise<number> {
  return trx('files').where({ org_id: orgId, id }).delete();
}
