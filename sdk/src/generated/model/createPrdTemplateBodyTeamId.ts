/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

/**
 * The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template.
 */
export type CreatePrdTemplateBodyTeamId = TeamRef | null;
