import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/viewer/avatar — {fileId}: a clean image file (png, jpeg, gif, webp) becomes the caller's avatar; null
 * removes it (spec 2 §4.3). 404 naming body.fileId; 409 while the file is not clean; 400 for another type. Returns the viewer.
 */
export const setViewerAvatar: Handler<'setViewerAvatar'> = async ({ body }, ctx) => {
  await ctx.services.files.setAvatar(ctx.actor, body.fileId);
  return ok(await ctx.services.orgs.viewer(ctx.actor), {
    actions: body.fileId ? [link('avatar', 'getFile', { id: body.fileId })] : [link('viewer', 'getViewer')],
  });
};
