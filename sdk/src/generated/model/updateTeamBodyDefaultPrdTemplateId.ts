/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The team's default PRD template: an org-wide one or one of this team's; null clears it.
 */
export type UpdateTeamBodyDefaultPrdTemplateId = string | null;
