import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/prd-templates — org-wide and the caller's teams' by name; allTeams=true every team's (403 without prd_template:update) (spec 2 §4.13). Paged. */
export const listPrdTemplates: Handler<'listPrdTemplates'> = async ({ query }, ctx) => {
  const page = await ctx.services.prdTemplates.list(ctx.actor, { allTeams: query.allTeams ?? false, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
