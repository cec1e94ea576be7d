import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/external-stakeholders — by name, at most 500 (spec 2 §4.12). */
export const listExternalStakeholders: Handler<'listExternalStakeholders'> = async (_input, ctx) =>
  ok(await ctx.services.insights.stakeholders(ctx.actor), { nextCursor: null });
