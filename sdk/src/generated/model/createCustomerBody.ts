/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateCustomerBodyStatus } from './createCustomerBodyStatus';
import type { CreateCustomerBodyOwnerId } from './createCustomerBodyOwnerId';
import type { CreateCustomerBodyArr } from './createCustomerBodyArr';
import type { CreateCustomerBodyHealth } from './createCustomerBodyHealth';
import type { CreateCustomerBodyCustomerSince } from './createCustomerBodyCustomerSince';
import type { CreateCustomerBodyProfile } from './createCustomerBodyProfile';

export type CreateCustomerBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  status?: CreateCustomerBodyStatus;
  ownerId?: CreateCustomerBodyOwnerId;
  /** @minimum 0 */
  arr?: CreateCustomerBodyArr;
  health?: CreateCustomerBodyHealth;
  customerSince?: CreateCustomerBodyCustomerSince;
  profile?: CreateCustomerBodyProfile;
};
