/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { UserListResponseAllOf } from './userListResponseAllOf';

export type UserListResponse = ListEnvelope & UserListResponseAllOf;
