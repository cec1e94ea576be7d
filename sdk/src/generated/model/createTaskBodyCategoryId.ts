/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * A category of the org (GET /api/v1/categories); null clears it.
 */
export type CreateTaskBodyCategoryId = string | null;
