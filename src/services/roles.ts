/**
 * The role catalog (spec 2 §4.19, §5.2): GET /roles serves ROLE_CAPABILITIES of
 * src/auth/capabilities.ts — the table the pipeline enforces — as data, so the catalog cannot drift from what is
 * enforced. A role's id is the role name itself (engineer, pm, em, executive, admin, sales, operations): a user's
 * orgRole and orgRoleId both hold it, and an API key's role is one of them.
 */
import type { components } from '../generated/api.js';
import { ORG_ROLES, ROLE_CAPABILITIES, ROLE_NAMES } from '../auth/capabilities.js';

export type Role = components['schemas']['Role'];

/** Every org role in ORG_ROLES order, each with its display name and its capabilities sorted. */
export const roleCatalog = (): Role[] => ORG_ROLES.map((id) => ({ id, name: ROLE_NAMES[id], capabilities: [...ROLE_CAPABILITIES[id]].sort() }));

export class RoleService {
  /** GET /roles — the whole catalog (seven roles, not paged). Needs role:read (the pipeline's check). */
  list(): Role[] {
    return roleCatalog();
  }
}
