/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

export type AggregateTimeEntriesByCategoryParams = {
/**
 * First day of the window (included). The window holds at most 366 days, both ends included.
 */
from: string;
/**
 * Last day of the window (included).
 */
to: string;
/**
 * Only entries of this team's members (UUID or prefix).
 */
teamId?: TeamRef;
};
