/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UserResponseAllOf } from './userResponseAllOf';

export type UserResponse = SuccessEnvelope & UserResponseAllOf;
