/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateCustomerOnboardingStepBodyDriId } from './updateCustomerOnboardingStepBodyDriId';
import type { UpdateCustomerOnboardingStepBodyArrTranche } from './updateCustomerOnboardingStepBodyArrTranche';
import type { UpdateCustomerOnboardingStepBodyTaskId } from './updateCustomerOnboardingStepBodyTaskId';

export type UpdateCustomerOnboardingStepBody = {
  driId?: UpdateCustomerOnboardingStepBodyDriId;
  /** @minimum 0 */
  arrTranche?: UpdateCustomerOnboardingStepBodyArrTranche;
  taskId?: UpdateCustomerOnboardingStepBodyTaskId;
};
