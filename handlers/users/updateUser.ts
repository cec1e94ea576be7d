import { ok } from '../../src/http/envelope.js';
import type { Handler } from '../../src/http/handler.js';

/** PATCH /api/v1/users/{id} — salary pair needs a leadership role (spec 2 §4.20). */
export const updateUser: Handler<'updateUser'> = async ({ path, body }, ctx) => ok(await ctx.services.users.update(ctx.actor, path.id, body));
