/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type SearchEntitiesParams = {
/**
 * @minLength 2
 * @maxLength 200
 */
query: string;
/**
 * a comma-separated list of lower-case type names, e.g. task,opportunity
 * @pattern ^[a-z]+(,[a-z]+)*$
 */
types?: string;
/**
 * @minimum 1
 * @maximum 40
 */
limit?: number;
};
