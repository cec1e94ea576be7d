import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/visions/{id}/versions/{version}/rename — empty note clears the label to v{n} (spec 2 §4.4). */
export const renameVisionVersion: Handler<'renameVisionVersion'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.visions.renameVersion(ctx.actor, path.id, path.version, body.note), {
    actions: [link('versions', 'listVisionVersions', { id: path.id })],
  });
