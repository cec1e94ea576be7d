import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { listLink } from './actions.js';

/** DELETE /api/v1/templates/{id} — {id, deleted: true}; 409 with error.data.usage while in use (spec 2 §4.13, §7). */
export const deleteTemplate: Handler<'deleteTemplate'> = async ({ path }, ctx) =>
  ok(await ctx.services.templates.remove(ctx.actor, path.id), { actions: [listLink()] });
