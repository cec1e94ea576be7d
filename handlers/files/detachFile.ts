import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { fileActions } from './actions.js';

/** DELETE /api/v1/files/{id}/attachments?entityType&entityId — idempotent detach; the file stays (spec 2 §4.18). */
export const detachFile: Handler<'detachFile'> = async ({ path, query }, ctx) => {
  const f = await ctx.services.files.detach(ctx.actor, path.id, { entityType: query.entityType, entityId: query.entityId });
  return ok(f, { actions: fileActions(f) });
};
