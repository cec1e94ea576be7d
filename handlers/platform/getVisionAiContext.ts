import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/ai/context/vision/{id} — system prompt, vision state and gaps, and the mutation tools that close
 * them (spec 2 §4.3). 404 for an unknown vision or one of another org.
 */
export const getVisionAiContext: Handler<'getVisionAiContext'> = async ({ path }, ctx) => {
  const c = await ctx.services.platform.visionContext(ctx.actor, path.id);
  return ok(c, {
    actions: [link('vision', 'getVision', { id: c.context.vision.ref }), link('objectives', 'listVisionObjectives', { id: c.context.vision.ref })],
  });
};
