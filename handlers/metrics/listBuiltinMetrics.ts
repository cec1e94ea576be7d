import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/metrics/builtins — the built-in metric catalog with what the org tracks; unpaged (spec 2 §4.6). */
export const listBuiltinMetrics: Handler<'listBuiltinMetrics'> = async (_input, ctx) => ok(await ctx.services.metrics.builtins.catalog(ctx.actor));
