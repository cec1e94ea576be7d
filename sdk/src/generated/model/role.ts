/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OrgRole } from './orgRole';

/**
 * An org role of the role catalog (spec 2 §5.2): its id (the role itself, the value of a user's orgRole and orgRoleId and of an API key's role), a display name and the capabilities it grants, exactly as the server enforces them. A key of the role holds these minus compensation:read and org:manage (spec 2 §5.3), narrowed to what its user's role grants.
 */
export interface Role {
  id: OrgRole;
  name: string;
  /** The capabilities the role grants, sorted. */
  capabilities: string[];
}
