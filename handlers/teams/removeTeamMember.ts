import { teamActions } from './actions.js';
import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** DELETE /api/v1/teams/{id}/members/{userId} — {teamId, userId, deleted: true} (spec 2 §4.20). */
export const removeTeamMember: Handler<'removeTeamMember'> = async ({ path }, ctx) =>
  ok(await ctx.services.teams.removeMember(ctx.actor, path.id, path.userId), { actions: teamActions(path.id) });
