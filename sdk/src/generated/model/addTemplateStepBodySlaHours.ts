/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Hours from activation until the step is due.
 * @minimum 1
 * @maximum 87600
 */
export type AddTemplateStepBodySlaHours = number | null;
