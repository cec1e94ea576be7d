import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/direction-documents/{id}/draft — the working copy with nextVersion, or null (spec 2 §4.10). */
export const getDirectionDocumentDraft: Handler<'getDirectionDocumentDraft'> = async ({ path }, ctx) =>
  ok(await ctx.services.directionDocuments.draft(ctx.actor, path.id), { actions: [link('document', 'getDirectionDocument', { id: path.id })] });
