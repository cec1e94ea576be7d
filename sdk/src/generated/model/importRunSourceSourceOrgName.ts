/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ImportRunSourceSourceOrgName = string | null;
