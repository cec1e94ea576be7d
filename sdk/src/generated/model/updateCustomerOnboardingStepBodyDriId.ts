/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UserRef } from './userRef';

export type UpdateCustomerOnboardingStepBodyDriId = UserRef | null;
