/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

export type SearchMessagesParams = {
/**
 * Text the body contains (2+ characters unless a filter is given).
 * @maxLength 200
 */
query?: string;
roomId?: string;
/**
 * Author user UUID, or me.
 */
authorId?: UserRef;
/**
 * Only the direct-message room with this user (UUID).
 */
dmWith?: UserRef;
/**
 * Messages created at or after this time.
 */
from?: string;
/**
 * Messages created at or before this time.
 */
to?: string;
/**
 * @minimum 1
 * @maximum 40
 */
limit?: number;
};
