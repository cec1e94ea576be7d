import { ok } from '../../src/core/envelope.js';
import type { Handler } from '../handler.js';

/**
 * GET /api/v1/roles — the role catalog {id, name, capabilities[]} for every org role, from the table the server
 * enforces (src/auth/capabilities.ts ROLE_CAPABILITIES); id is the role name, as in a user's orgRole and orgRoleId
 * (spec 2 §4.19, §5.2). Not paged.
 */
export const listRoles: Handler<'listRoles'> = async (_input, ctx) => ok(ctx.services.roles.list());
