/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OrgRole } from './orgRole';

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  orgRole: OrgRole;
  joinedAt: string;
}
