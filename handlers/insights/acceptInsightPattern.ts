import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from '../opportunities/actions.js';

/** What replaces accept (spec 2 §9), named in meta.deprecation. */
const ACCEPT_REPLACEMENT = 'patternPromotion on createOpportunity, or attachInsightPatternWork';

/**
 * POST /api/v1/insights/patterns/{patternId}/accept — deprecated (spec 2 §9), still works: a new opportunity (title,
 * default the pattern's label) linked to every insight of the pattern, which becomes promoted. 201 with the
 * opportunity, a Deprecation header and meta.deprecation. Also needs opportunity:create (403).
 */
export const acceptInsightPattern: Handler<'acceptInsightPattern'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.patterns.accept(ctx.actor, path.patternId, body ?? {});
  return created(o, { actions: opportunityActions(o), deprecation: { replacement: ACCEPT_REPLACEMENT } });
};
