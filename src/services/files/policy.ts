/**
 * What the file service accepts and whose records it attaches to (spec 2 §4.18): sizes, upload and download
 * lifetimes, the per-org quota, the content types, and how each attachable entity is found and read.
 */
import type { Actor } from '../../core/actor.js';
import type { FileEntityType } from '../../repositories/attachments.js';
import type { RefTable } from '../../repositories/refs.js';

/** The largest file accepted, in bytes (100 MiB). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** How long a presigned upload stays valid, in seconds; a pending file holds quota this long. */
export const UPLOAD_TTL_S = 15 * 60;
/** How long a presigned download stays valid, in seconds. */
export const DOWNLOAD_TTL_S = 15 * 60;
/** The default per-org quota, in bytes (1 GiB); SEXTANT_STORAGE_QUOTA_BYTES overrides it. */
export const DEFAULT_QUOTA_BYTES = 1024 ** 3;

/**
 * Content types a file may declare, and be sniffed as. Text types have no magic number: their check is that no
 * binary type is sniffed and the bytes are UTF-8 without NUL. SVG is left out on purpose (it can carry script).
 */
export const ALLOWED_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'audio/mpeg',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/json',
] as const;
export const TEXT_TYPES = new Set(['text/plain', 'text/csv', 'text/markdown', 'application/json']);
export const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Per-org storage quota in bytes, from the environment. */
export const quotaFromEnv = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env.SEXTANT_STORAGE_QUOTA_BYTES;
  const n = raw ? Number(raw) : DEFAULT_QUOTA_BYTES;
  return Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_QUOTA_BYTES;
};

/** How each attachable record is found by UUID or ref, and the capability that reads it. */
export const ENTITIES: Record<FileEntityType, { table: string; ref?: RefTable; read: string; label: string; list: string }> = {
  vision: { table: 'visions', ref: 'visions', read: 'vision:read', label: 'Vision', list: '/api/v1/visions' },
  objective: { table: 'objectives', ref: 'objectives', read: 'objective:read', label: 'Objective', list: '/api/v1/objectives' },
  metric: { table: 'metrics', ref: 'metrics', read: 'metric:read', label: 'Metric', list: '/api/v1/metrics' },
  opportunity: { table: 'opportunities', ref: 'opportunities', read: 'opportunity:read', label: 'Opportunity', list: '/api/v1/opportunities' },
  task: { table: 'tasks', read: 'task:read', label: 'Task', list: '/api/v1/tasks' },
  customer: { table: 'customers', ref: 'customers', read: 'customer:read', label: 'Customer', list: '/api/v1/customers' },
  insight: { table: 'insights', ref: 'insights', read: 'insight:read', label: 'Insight', list: '/api/v1/insights' },
  message: { table: 'messages', read: 'message:read', label: 'Message', list: '/api/v1/messages?roomId=…' },
  comment: { table: 'comments', read: 'comment:read', label: 'Comment', list: '/api/v1/comments?entityType=…&entityId=…' },
};

/** Confirms that the caller can read a message or comment (membership, entity access); 404 otherwise. */
export interface ReadableChecks {
  message: (actor: Actor, id: string, field: string) => Promise<string>;
  comment: (actor: Actor, id: string, field: string) => Promise<string>;
}
