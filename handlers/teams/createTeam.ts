import { created } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** POST /api/v1/teams — 201; 409 when the prefix is taken (spec 2 §4.20). */
export const createTeam: Handler<'createTeam'> = async ({ body }, ctx) => {
  const t = await ctx.services.teams.create(ctx.actor, body);
  return created(t, { actions: [link('members', 'listTeamMembers', { id: t.id })] });
};
