import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { fileActions } from './actions.js';

/** GET /api/v1/files/{id} — the file; downloadUrl (presigned, ~15 min) only when clean (spec 2 §4.18). 404 naming path.id. */
export const getFile: Handler<'getFile'> = async ({ path }, ctx) => {
  const f = await ctx.services.files.get(ctx.actor, path.id);
  return ok(f, { actions: fileActions(f) });
};
