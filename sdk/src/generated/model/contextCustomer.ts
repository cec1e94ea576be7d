/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerStatus } from './customerStatus';
import type { ContextCustomerArr } from './contextCustomerArr';
import type { ContextCustomerHealth } from './contextCustomerHealth';
import type { ContextCustomerStepInstanceId } from './contextCustomerStepInstanceId';

/**
 * A customer linked to the opportunity (spec 2 §4.11), with the template step its link is pinned to.
 */
export interface ContextCustomer {
  id: string;
  ref: string;
  name: string;
  status: CustomerStatus;
  arr: ContextCustomerArr;
  health: ContextCustomerHealth;
  stepInstanceId: ContextCustomerStepInstanceId;
}
