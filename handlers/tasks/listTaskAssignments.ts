import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/** GET /api/v1/tasks/{taskId}/assignments — oldest first, unpaged (spec 2 §4.20). */
export const listTaskAssignments: Handler<'listTaskAssignments'> = async ({ path }, ctx) => ok(await ctx.services.tasks.assignments(ctx.actor, path.taskId));
