/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';
import type { CursorParameter } from './cursorParameter';
import type { LimitParameter } from './limitParameter';

export type ListTimeEntriesParams = {
/**
 * First day of the window (included); default 30 days before to. The window holds at most 366 days, both ends included.
 */
from?: string;
/**
 * Last day of the window (included); default today (UTC).
 */
to?: string;
/**
 * Another user's entries (needs compensation:read or a leadership role); default yourself.
 */
engineerId?: UserRef;
/**
 * Opaque next-page token from pagination.cursor of the previous page (spec 2 §4.2).
 * @minLength 1
 * @maxLength 512
 */
cursor?: CursorParameter;
/**
 * Page size, a plain decimal integer from 1 to 200 (spec 2 §4.2, §8).
 * @minimum 1
 * @maximum 200
 */
limit?: LimitParameter;
};
