import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * POST /api/v1/observed-evidence/delete-self — deletes the caller's evidence of the window (from, to: dates, open
 * ends allowed) except in confirmed weeks: {deleted, keptWeeks} (spec 2 §4.19). Errors: 400 naming
 * body.from when from is after to; 409 INVALID_STATE_TRANSITION with data.keptWeeks when every week is confirmed.
 */
export const deleteOwnObservedEvidence: Handler<'deleteOwnObservedEvidence'> = async ({ body }, ctx) =>
  ok(await ctx.services.observedEvidence.deleteOwn(ctx.actor, { from: body?.from, to: body?.to }));
