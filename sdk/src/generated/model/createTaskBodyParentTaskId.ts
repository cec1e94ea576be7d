/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Parent task UUID or ref.
 * @minLength 1
 */
export type CreateTaskBodyParentTaskId = string | null;
