/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerStatus } from './customerStatus';
import type { UpdateCustomerBodyOwnerId } from './updateCustomerBodyOwnerId';
import type { UpdateCustomerBodyArr } from './updateCustomerBodyArr';
import type { UpdateCustomerBodyHealth } from './updateCustomerBodyHealth';
import type { UpdateCustomerBodyCustomerSince } from './updateCustomerBodyCustomerSince';
import type { UpdateCustomerBodyProfile } from './updateCustomerBodyProfile';

export type UpdateCustomerBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  status?: CustomerStatus;
  /**
   * Why the customer churned or was lost: required with status churned or lost, refused otherwise.
   * @minLength 5
   * @maxLength 2000
   */
  reason?: string;
  ownerId?: UpdateCustomerBodyOwnerId;
  /** @minimum 0 */
  arr?: UpdateCustomerBodyArr;
  health?: UpdateCustomerBodyHealth;
  customerSince?: UpdateCustomerBodyCustomerSince;
  profile?: UpdateCustomerBodyProfile;
};
