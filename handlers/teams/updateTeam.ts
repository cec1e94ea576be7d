import { teamActions } from './actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** PATCH /api/v1/teams/{id} — name, description, prefix, defaultPrdTemplateId (org-wide or the team's own PRD template; null clears it) (spec 2 §4.20, spec 1 §2.10). */
export const updateTeam: Handler<'updateTeam'> = async ({ path, body }, ctx) =>
  ok(await ctx.services.teams.update(ctx.actor, path.id, body), { actions: teamActions(path.id) });
