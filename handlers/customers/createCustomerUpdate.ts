import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { subActions } from './actions.js';

/** POST /api/v1/customers/{id}/updates — 201 with the note as a feed entry (spec 2 §4.11). */
export const createCustomerUpdate: Handler<'createCustomerUpdate'> = async ({ path, body }, ctx) =>
  created(await ctx.services.customers.feed.note(ctx.actor, path.id, body.body), { actions: subActions(path.id, 'listCustomerUpdates', 'updates') });
