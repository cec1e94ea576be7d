/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * <owner>/<repo>#<number>.
 */
export type ContextPullRequestExternalId = string | null;
