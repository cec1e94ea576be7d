import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/direction-documents/{id}/versions/{version}/rename — the note labels the version; empty clears it (spec 2 §4.10, §9). */
export const renameDirectionDocumentVersion: Handler<'renameDirectionDocumentVersion'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.directionDocuments.renameVersion(ctx.actor, path.id, path.version, body.note), {
    actions: [link('versions', 'listDirectionDocumentVersions', { id: path.id })],
  });
