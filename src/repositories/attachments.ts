/**
 * Files attached to records (spec 2 §4.18): queries over file_attachments and files, shared by the
 * file service and by messages and comments, which carry their attachments (spec 1 §2.10 Message).
 */
import type { Knex } from 'knex';
import type { components } from '../generated/api.js';
import { ApiError } from '../core/errors.js';
import { iso } from '../core/format.js';

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
  trx: Knex,
  orgId: string,
  userId: string,
  entityType: 'message' | 'comment',
  entityId: string,
  fileIds: string[],
  field: string,
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
        suggestion:
          f.status === 'pending'
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

type FileAttachment = components['schemas']['File']['attachments'][number];

/** Where each of `fileIds` (files of the org) is attached, in attach order; files attached nowhere are absent. */
export async function attachmentsOfFiles(db: Knex, orgId: string, fileIds: string[]): Promise<Map<string, FileAttachment[]>> {
  const byFile = new Map<string, FileAttachment[]>();
  if (!fileIds.length) return byFile;
  const atts = (await db('file_attachments')
    .select('file_id', 'entity_type', 'entity_id', 'attached_at')
    .where({ org_id: orgId })
    .whereIn('file_id', fileIds)
    .orderBy('position')) as { file_id: string; entity_type: FileEntityType; entity_id: string; attached_at: Date }[];
  for (const a of atts) {
    const list = byFile.get(a.file_id) ?? [];
    list.push({ entityType: a.entity_type, entityId: a.entity_id, attachedAt: iso(a.attached_at)! });
    byFile.set(a.file_id, list);
  }
  return byFile;
}

/** Attaches file `fileId` to the record by `userId`; attaching it again to the same record changes nothing. */
export async function insertAttachment(
  trx: Knex,
  orgId: string,
  values: { fileId: string; entityType: FileEntityType; entityId: string; attachedBy: string },
): Promise<void> {
  await trx('file_attachments')
    .insert({ org_id: orgId, file_id: values.fileId, entity_type: values.entityType, entity_id: values.entityId, attached_by: values.attachedBy })
    .onConflict(['org_id', 'file_id', 'entity_type', 'entity_id'])
    .ignore();
}

/** Detaches file `fileId` from the record; returns the rows deleted (0 when it was not attached). */
export async function deleteAttachment(trx: Knex, orgId: string, fileId: string, entityType: FileEntityType, entityId: string): Promise<number> {
  return trx('file_attachments').where({ org_id: orgId, file_id: fileId, entity_type: entityType, entity_id: entityId }).delete();
}

/** Detaches every file from the record; returns the rows deleted. */
export async function deleteAttachmentsOf(trx: Knex, orgId: string, entityType: FileEntityType, entityId: string): Promise<number> {
  return trx('file_attachments').where({ org_id: orgId, entity_type: entityType, entity_id: entityId }).delete();
}
