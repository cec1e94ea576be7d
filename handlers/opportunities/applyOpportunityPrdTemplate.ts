import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';
import { opportunityActions } from './actions.js';

/** POST /api/v1/opportunities/{id}/apply-prd-template — the template replaces (default) or follows the PRD (spec 2 §4.7). */
export const applyOpportunityPrdTemplate: Handler<'applyOpportunityPrdTemplate'> = async ({ path, body }, ctx) => {
  const o = await ctx.services.opportunities.applyPrdTemplate(ctx.actor, path.id, body.templateId, body.mode ?? 'replace');
  return ok(o, { actions: opportunityActions(o) });
};
