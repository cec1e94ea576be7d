import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { importRunActions } from './actions.js';

/**
 * GET /api/v1/import-runs/{id} — one import run of the org: source, format, status, options, plan, counts per phase,
 * checkpoint, refused and the first 20 refusals, error, createdAt/startedAt/finishedAt and durationMs (spec 2 §4.19;
 * spec 1 §2.10, §3.1). Needs import:read (pm, em, executive, admin). Errors: 404 NOT_FOUND naming path.id when
 * absent or another org's.
 */
export const getImportRun: Handler<'getImportRun'> = async ({ path }, ctx) => {
  const run = await ctx.services.importRuns.get(ctx.actor, path.id);
  return ok(run, { actions: importRunActions(run) });
};
