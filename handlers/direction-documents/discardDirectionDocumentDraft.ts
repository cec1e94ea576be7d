import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { documentActions } from './actions.js';

/** POST /api/v1/direction-documents/{id}/discard-draft — removes the working copy (spec 2 §4.10). */
export const discardDirectionDocumentDraft: Handler<'discardDirectionDocumentDraft'> = async ({ path }, ctx) => {
  const d = await ctx.services.directionDocuments.discardDraft(ctx.actor, path.id);
  return ok(d, { actions: documentActions(d, ctx.actor) });
};
