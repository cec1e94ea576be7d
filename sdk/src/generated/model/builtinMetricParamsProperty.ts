/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * JSON Schema of the params this built-in takes.
 */
export type BuiltinMetricParamsProperty = { [key: string]: unknown };
