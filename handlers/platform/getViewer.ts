import { ok } from '../../src/core/envelope.js';
import { link } from '../../src/core/actions.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/viewer — the caller, org, credential role, teams and capabilities (spec 2 §4.3). Self-scoped. MCP: whoami. */
export const getViewer: Handler<'getViewer'> = async (_input, ctx) =>
  ok(await ctx.services.orgs.viewer(ctx.actor), { actions: [link('tasks', 'listTasks'), link('visions', 'listVisions')] });
