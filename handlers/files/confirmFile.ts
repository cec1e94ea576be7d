import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { fileActions } from './actions.js';

/**
 * POST /api/v1/files/{id}/confirm — pending → processing with the integrity check queued; later calls return the
 * current state (spec 2 §4.18, spec 1 §3.2). 409 before the bytes are uploaded or when body.etag is not the object's.
 */
export const confirmFile: Handler<'confirmFile'> = async ({ path, body }, ctx) => {
  const f = await ctx.services.files.confirm(ctx.actor, path.id, body.etag);
  return ok(f, { actions: fileActions(f) });
};
