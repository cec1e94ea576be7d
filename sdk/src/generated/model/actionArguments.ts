/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * The tool's arguments for the same call (path and query parameters and body fields in one object).
 */
export type ActionArguments = { [key: string]: unknown };
