import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { insightListActions } from './actions.js';

/** DELETE /api/v1/insights/{id} — {id, deleted: true}; links and impacts go with it (spec 2 §4.12). */
export const deleteInsight: Handler<'deleteInsight'> = async ({ path }, ctx) =>
  ok(await ctx.services.insights.remove(ctx.actor, path.id), { actions: insightListActions() });
