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
 * Comma-separated entity types to search (default all readable), e.g. task,opportunity.
 * @pattern ^[a-z]+(,[a-z]+)*$
 */
types?: string;
/**
 * @minimum 1
 * @maximum 40
 */
limit?: number;
};
