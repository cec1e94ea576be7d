import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/visions/{id}/children — {objectives, opportunities, tasks}; 404 for another org's vision (spec 2 §4.4, §7). */
export const getVisionChildren: Handler<'getVisionChildren'> = async ({ path }, ctx) =>
  ok(await ctx.services.visions.children(ctx.actor, path.id), { actions: [link('objectives', 'listVisionObjectives', { id: path.id })] });
