import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { tagActions } from './actions.js';

/** POST /api/v1/tags — 201; 409 ALREADY_EXISTS naming body.name when the name is taken in any case (spec 2 §4.21). */
export const createTag: Handler<'createTag'> = async ({ body }, ctx) => created(await ctx.services.tags.create(ctx.actor, body), { actions: tagActions() });
