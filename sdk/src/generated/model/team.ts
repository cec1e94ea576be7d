/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamDefaultPrdTemplateId } from './teamDefaultPrdTemplateId';

/**
 * A team (spec 1 §2.10); `prefix` prefixes its tasks' refs.
 */
export interface Team {
  id: string;
  orgId: string;
  name: string;
  description: string;
  /** @pattern ^[A-Z][A-Z0-9]{1,3}$ */
  prefix: string;
  defaultPrdTemplateId: TeamDefaultPrdTemplateId;
  /** @minimum 0 */
  memberCount: number;
  createdAt: string;
  updatedAt: string;
}
