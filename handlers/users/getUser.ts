import { ok } from '../../src/http/envelope.js';
import type { Handler } from '../../src/http/handler.js';

/** GET /api/v1/users/{id} (spec 2 §4.20). */
export const getUser: Handler<'getUser'> = async ({ path }, ctx) => ok(await ctx.services.users.get(ctx.actor, path.id));
