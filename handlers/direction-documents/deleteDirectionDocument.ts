import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/direction-documents/{id} — product_spec and context only; {id, deleted: true} (spec 2 §4.10). */
export const deleteDirectionDocument: Handler<'deleteDirectionDocument'> = async ({ path }, ctx) =>
  ok(await ctx.services.directionDocuments.remove(ctx.actor, path.id), { actions: [link('list', 'listDirectionDocuments', {})] });
