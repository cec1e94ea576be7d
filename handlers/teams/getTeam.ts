import { teamActions } from './actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/teams/{id} (spec 2 §4.20). */
export const getTeam: Handler<'getTeam'> = async ({ path }, ctx) => ok(await ctx.services.teams.get(ctx.actor, path.id), { actions: teamActions(path.id) });
