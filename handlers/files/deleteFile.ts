import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/files/{id} — irreversible: the record and its bytes in the store; uploader or admin only (403) (spec 2 §4.18). */
export const deleteFile: Handler<'deleteFile'> = async ({ path }, ctx) =>
  ok(await ctx.services.files.remove(ctx.actor, path.id), { actions: [link('files', 'listFiles')] });
