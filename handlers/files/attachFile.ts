import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { fileActions } from './actions.js';

/** POST /api/v1/files/{id}/attachments — idempotent attach to {entityType, entityId (UUID or ref)}; 409 for a failed file (spec 2 §4.18). */
export const attachFile: Handler<'attachFile'> = async ({ path, body }, ctx) => {
  const f = await ctx.services.files.attach(ctx.actor, path.id, body);
  return ok(f, { actions: fileActions(f) });
};
