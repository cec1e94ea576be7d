/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

export type RemoveOpportunityPrototypeParams = {
/**
 * The url of the prototype to remove, exactly as listed.
 * @minLength 1
 * @maxLength 2000
 */
url?: string;
/**
 * Instead of url: the file of the prototype to remove.
 */
fileId?: string;
};
