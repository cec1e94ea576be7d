import { ok } from '../../src/core/envelope.js';
import { pageOf, type Handler } from '../handler.js';

/** GET /api/v1/templates — by name, each with its steps; filter defaultEntityType (spec 2 §4.13). Paged. */
export const listTemplates: Handler<'listTemplates'> = async ({ query }, ctx) => {
  const page = await ctx.services.templates.list(ctx.actor, { defaultEntityType: query.defaultEntityType, ...pageOf(query) });
  return ok(page.rows, { nextCursor: page.nextCursor });
};
