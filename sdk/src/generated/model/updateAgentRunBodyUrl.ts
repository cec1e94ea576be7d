/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * an http(s):// URL
 * @maxLength 2048
 * @pattern ^https?://
 */
export type UpdateAgentRunBodyUrl = string | null;
