/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateCustomerOnboardingStepWorkBodyKind } from './createCustomerOnboardingStepWorkBodyKind';
import type { TeamRef } from './teamRef';

export type CreateCustomerOnboardingStepWorkBody = {
  kind: CreateCustomerOnboardingStepWorkBodyKind;
  /**
   * @minLength 1
   * @maxLength 500
   */
  title: string;
  /** The team of the task (UUID or prefix): required for kind task. */
  teamId?: TeamRef;
};
