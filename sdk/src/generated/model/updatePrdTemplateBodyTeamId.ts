/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

/**
 * Move it to this team (UUID or prefix such as ENG); null makes it org-wide.
 */
export type UpdatePrdTemplateBodyTeamId = TeamRef | null;
