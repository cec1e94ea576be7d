import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { draftActions } from './actions.js';

/** POST /api/v1/direction-documents/{id}/draft — replaces the working copy; nothing is published (spec 2 §4.10). */
export const saveDirectionDocumentDraft: Handler<'saveDirectionDocumentDraft'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.directionDocuments.saveDraft(ctx.actor, path.id, body), { actions: draftActions(path.id, ctx.actor) });
