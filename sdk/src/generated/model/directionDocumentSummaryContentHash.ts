/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * SHA-256 (hex) of the published body: 64 lowercase hex characters; changes only on publish. null before the first publish.
 * @pattern ^[0-9a-f]{64}$
 */
export type DirectionDocumentSummaryContentHash = string | null;
