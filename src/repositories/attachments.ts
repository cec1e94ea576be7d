/**
 * Files attached to records (spec 2 §4.18): queries over file_attachments and files, shared by the
 * file service and by messages and comments, which carry their attachments (spec 1 §2.10 Message).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import { ApiError } from '../core/errors.js';

export type AttachmentSummary = components['schemas']['AttachmentSummary'];
export type FileEntityType = components['schemas']['FileEntityType'];

/** At most this many files on one message or comment. */
export const MAX_ATTACHMENTS = 10;

/** Attachments of each of `ids` (records of one `entityType`), in attach order; one query. */
export async function attachmentSummaries(db: Knex, orgId: string, entityType: FileEntityType, ids: string[]): Promise<Map<string, AttachmentSummary[]>> {
  const out = new Map<string, AttachmentSummary[]>();
  if (!ids.length) return out;
  const rows = await db('file_attachments as a')
    .join('files as f', function () {
      this.on('f.org_id', 'a.org_id').andOn('f.id', 'a.file_id');
    })
    .select('a.entity_id', 'f.id', 'f.filename', 'f.content_type', 'f.size', 'f.status')
    .where({ 'a.org_id': orgId, 'a.entity_type': entityType })
    .whereIn('a.entity_id', ids)
    .orderBy('a.position');
  for (const r of rows) {
    const list = out.get(r.entity_id) ?? [];
    list.push({ fileId: r.id, filename: r.filename, contentType: r.content_type, size: Number(r.size), status: r.status });
    out.set(r.entity_id, list);
  }
  return out;
}

/**
 * Makes `fileIds` the attachments of a message or comment, in that order (an edit replaces the list). Each must be
 * a file of the org that was confirmed (processing or clean): a pending or failed file is 409 naming
 * `${field}[i]`, an unknown one 404.
 */
export async function replaceAttachments(
  trx: Knex, orgId: string, userId: string, entityType: 'message' | 'comment', entityId: string, fileIds: string[], field: string,
): Promise<void> {
  const ids = [...new Set(fileIds.map((id) => id.toLowerCase()))];
  const rows = ids.length ? await trx('files').select('id', 'status', 'filename').where({ org_id: orgId }).whereIn('id', ids) : [];
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  ids.forEach((id, i) => {
    const f = byId.get(id);
    if (!f) {
      throw new ApiError('NOT_FOUND', `File ${id} not found`, {
        details: [{ field: `${field}[${i}]`, message: 'names no file of this org' }],
        suggestion: 'Attach ids returned by POST /api/v1/files (create_file), or list them with GET /api/v1/files.',
      });
    }
    if (f.status === 'pending' || f.status === 'failed') {
      throw new ApiError('INVALID_STATE_TRANSITION', `File ${id} (${f.filename}) is ${f.status} and cannot be attached`, {
        details: [{ field: `${field}[${i}]`, message: `is ${f.status}` }],
        data: { fileId: id, status: f.status },
        suggestion: f.status === 'pending'
          ? 'Upload its bytes to the uploadUrl and confirm it (POST /api/v1/files/{id}/confirm) first.'
          : 'The file failed its integrity check; upload it again with POST /api/v1/files.',
      });
    }
  });
  await trx('file_attachments').where({ org_id: orgId, entity_type: entityType, entity_id: entityId }).delete();
  // One row per file, in the order given (position is a sequence).
  for (const id of ids) {
    await trx('file_attachments').insert({ org_id: orgId, file_id: id, entity_type: entityType, entity_id: entityId, attached_by: userId });
  }
}
