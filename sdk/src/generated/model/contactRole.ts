/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */

/**
 * Their part in the relationship, such as champion, buyer, user.
 */
export type ContactRole = string | null;
