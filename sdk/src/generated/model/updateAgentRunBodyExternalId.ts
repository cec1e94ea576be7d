/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * @minLength 1
 * @maxLength 200
 */
export type UpdateAgentRunBodyExternalId = string | null;
