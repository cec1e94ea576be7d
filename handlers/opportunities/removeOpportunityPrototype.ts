import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { prototypeActions } from './deliveryActions.js';

/** DELETE /api/v1/opportunities/{id}/prototypes?url= | ?fileId= (exactly one) — the remaining prototype list; 404 for one it does not have (spec 2 §4.7). */
export const removeOpportunityPrototype: Handler<'removeOpportunityPrototype'> = async ({ path, query }, ctx) => {
  const { prototypes, ref } = await ctx.services.updates.removePrototype(ctx.actor, path.id, { url: query.url, fileId: query.fileId });
  return ok(prototypes, { actions: prototypeActions(ref) });
};
