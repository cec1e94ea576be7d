/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Who owns the step when an instance starts.
 */
export type TemplateStepDefaultDriUserId = string | null;
