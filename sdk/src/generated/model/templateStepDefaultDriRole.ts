/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * An org role (pm, engineer, …) whose holder owns the step when no user is set: the entity's lead or owner when they have it.
 */
export type TemplateStepDefaultDriRole = string | null;
