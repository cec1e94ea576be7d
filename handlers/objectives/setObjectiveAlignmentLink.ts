import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/objectives/{id}/set-alignment-link — kind primary, supporting or null; returns the nesting (spec 2 §4.5). */
export const setObjectiveAlignmentLink: Handler<'setObjectiveAlignmentLink'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.objectives.setAlignmentLink(ctx.actor, path.id, body), { actions: [link('alignment', 'getObjectiveAlignment')] });
