import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { tagActions } from './actions.js';

/** DELETE /api/v1/tags/{id} — {id, deleted: true}; the tag leaves every opportunity's and task's tagIds in the same transaction (spec 2 §4.21). */
export const deleteTag: Handler<'deleteTag'> = async ({ path }, ctx) => ok(await ctx.services.tags.delete(ctx.actor, path.id), { actions: tagActions() });
