/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UserSavedResponseAllOf } from './userSavedResponseAllOf';

export type UserSavedResponse = SuccessEnvelope & UserSavedResponseAllOf;
