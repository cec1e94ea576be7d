/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Role } from './role';

export type ListRoles200AllOf = {
  data?: Role[];
};
