/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type ReassignTemplateBody = {
  /** The template to move to (not this one). */
  replacementId: string;
};
