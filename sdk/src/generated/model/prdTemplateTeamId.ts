/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The owning team; null for an org-wide template.
 */
export type PrdTemplateTeamId = string | null;
