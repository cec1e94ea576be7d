import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { prototypeActions } from './deliveryActions.js';

/** POST /api/v1/opportunities/{id}/prototypes — 201 with the prototype list; url http(s) or fileId (spec 2 §4.7). */
export const addOpportunityPrototype: Handler<'addOpportunityPrototype'> = async ({ path, body }, ctx) => {
  const { prototypes, ref } = await ctx.services.updates.addPrototype(ctx.actor, path.id, body);
  return created(prototypes, { actions: prototypeActions(ref) });
};
