/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The run's id at its provider.
 */
export type AgentRunExternalId = string | null;
