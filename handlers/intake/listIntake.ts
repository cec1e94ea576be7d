import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** Items of the page offered as get_insight (actions stay few). */
const ITEM_OFFERS = 5;

/**
 * GET /api/v1/intake — insights as an intake queue, oldest first, paged (spec 1 §3.1, spec 2 §4.21 list_intake).
 * Filters status, source, customerId (UUID or CUS ref, resolved by the pipeline).
 */
export const listIntake: Handler<'listIntake'> = async ({ query }, ctx) => {
  const page = await ctx.services.intake.list(ctx.actor, { ...query, ...pageOf(query) });
  return ok(page.rows, {
    nextCursor: page.nextCursor,
    actions: [...page.rows.slice(0, ITEM_OFFERS).map((i) => link('item', 'getInsight', { id: i.ref })), link('stats', 'getIntakeStats')],
  });
};
