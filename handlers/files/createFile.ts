import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { fileActions } from './actions.js';

/**
 * POST /api/v1/files — 201 {file (pending), uploadUrl, uploadMethod PUT, fields (headers), expiresAt} (spec 2 §4.18).
 * 400 for a content type outside the allowed list, a size over 100 MiB, entityType without entityId; 404 for an
 * unreadable entity; 422 PLAN_LIMIT_EXCEEDED past the org's quota.
 */
export const createFile: Handler<'createFile'> = async ({ body }, ctx) => {
  const upload = await ctx.services.files.create(ctx.actor, body);
  return created(upload, { actions: fileActions(upload.file) });
};
