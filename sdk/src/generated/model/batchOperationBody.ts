/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * JSON body of a POST or PATCH.
 */
export type BatchOperationBody = { [key: string]: unknown };
