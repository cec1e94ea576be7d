import { teamActions } from './actions.js';
import { created } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/teams/{id}/members — 201; 409 when already a member (spec 2 §4.20). */
export const addTeamMember: Handler<'addTeamMember'> = async ({ path, body }, ctx) =>
  created(await ctx.services.teams.addMember(ctx.actor, path.id, body.userId), { actions: teamActions(path.id) });
