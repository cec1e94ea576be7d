/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * pull_request: <owner>/<repo>#<number>.
 */
export type ExternalLinkExternalId = string | null;
