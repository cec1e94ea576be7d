import { link } from '../../src/core/actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/objectives/{id}/claims — open customer insights with an impact on the objective (UUID or OBJ-<n>), by
 * committed date (undated last), with work and conditionStatus (spec 2 §4.5). Unpaged; 404 for an unknown objective.
 */
export const listObjectiveClaims: Handler<'listObjectiveClaims'> = async ({ path }, ctx) =>
  ok(await ctx.services.insights.claims(ctx.actor, path.id), { nextCursor: null, actions: [link('objective', 'getObjective', { id: path.id })] });
