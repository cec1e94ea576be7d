/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateCustomerOnboardingStepWorkBodyKind } from './createCustomerOnboardingStepWorkBodyKind';
import type { TeamRef } from './teamRef';

export type CreateCustomerOnboardingStepWorkBody = {
  kind: CreateCustomerOnboardingStepWorkBodyKind;
  /**
   * At most 200 characters (the shorter of the task and opportunity title limits).
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /** The team of the task (UUID or prefix): required for kind task. */
  teamId?: TeamRef;
};
