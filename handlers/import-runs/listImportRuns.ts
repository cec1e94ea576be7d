import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';
import { importRunListActions } from './actions.js';

/**
 * GET /api/v1/import-runs — the org's import runs, newest first, paged; filters status (pending, running, paused,
 * completed, partial, failed) and format (sextant-json, linear-csv) (spec 2 §4.19; spec 1 §2.10, §3.1). Each run in
 * the shape of getImportRun. Needs import:read (pm, em, executive, admin). Errors: 400 VALIDATION_FAILED for a value
 * outside the enums or a foreign cursor.
 */
export const listImportRuns: Handler<'listImportRuns'> = async ({ query }, ctx) => {
  const page = await ctx.services.importRuns.list(ctx.actor, { status: query.status, format: query.format, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor, actions: importRunListActions(page.rows) });
};
