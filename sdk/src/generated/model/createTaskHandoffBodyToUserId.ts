/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

/**
 * The new owner (a user UUID, or me).
 */
export type CreateTaskHandoffBodyToUserId = UserRef | null;
