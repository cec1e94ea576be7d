import { ok } from '../../src/core/envelope.js';
import { action, link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/opportunities/{id}/synthesize — a draft PRD, cached an hour; never writes the PRD (spec 2 §4.7, §8). */
export const synthesizeOpportunityPrd: Handler<'synthesizeOpportunityPrd'> = async ({ path, body }, ctx) => {
  const id = await ctx.services.opportunities.resolve(ctx.actor, path.id);
  const draft = await ctx.services.synthesis.synthesize(ctx.actor, id, body?.bypassCache ?? false);
  return ok(draft, {
    actions: [
      link('opportunity', 'getOpportunity', { id: path.id }),
      ...(draft.staleSinceLastSynth ? [action('synthesizeOpportunityPrd', { id: path.id }, { bypassCache: true })] : []),
    ],
  });
};
