import { link, withQuery } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/intake/stats — items per intake status, median and oldest age of new items (hours), counts per source
 * (spec 2 §4.21 get_intake_stats). Offers the new items, oldest first.
 */
export const getIntakeStats: Handler<'getIntakeStats'> = async (_input, ctx) => {
  const stats = await ctx.services.intake.stats(ctx.actor);
  return ok(stats, { actions: [withQuery(link('new', 'listIntake'), { status: 'new' })] });
};
