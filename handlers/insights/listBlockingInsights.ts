import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightListActions } from './actions.js';

/** GET /api/v1/insights/blocking — insights blocked by one opportunity or task (exactly one), newest first, unpaged (spec 2 §4.12). */
export const listBlockingInsights: Handler<'listBlockingInsights'> = async ({ query }, ctx) =>
  ok(await ctx.services.insights.blocking(ctx.actor, query), { nextCursor: null, actions: insightListActions() });
