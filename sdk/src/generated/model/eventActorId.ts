/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The user (a person or an app's user); null for system.
 */
export type EventActorId = string | null;
