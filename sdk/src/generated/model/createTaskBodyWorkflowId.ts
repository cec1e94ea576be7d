/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A template that drives the task: an instance starts with it.
 */
export type CreateTaskBodyWorkflowId = string | null;
