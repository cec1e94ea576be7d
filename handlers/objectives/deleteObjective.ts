import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/objectives/{id} — {id, deleted: true} (spec 2 §4.5). */
export const deleteObjective: Handler<'deleteObjective'> = async ({ path }, ctx) =>
  ok(await ctx.services.objectives.remove(ctx.actor, path.id), { actions: [link('list', 'listObjectives')] });
