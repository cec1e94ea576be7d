/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerStatus } from './customerStatus';
import type { CustomerOwnerId } from './customerOwnerId';
import type { CustomerArr } from './customerArr';
import type { CustomerHealth } from './customerHealth';
import type { CustomerCustomerSince } from './customerCustomerSince';
import type { CustomerProfile } from './customerProfile';

/**
 * A customer account (spec 1 §2.8; spec 2 §4.11). `arr` is the current ARR: set by the newest ARR point when one is added, not recomputed when one is deleted. `hasOnboarding` is false while onboarding was never started.
 */
export interface Customer {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  name: string;
  status: CustomerStatus;
  /** The account owner (a user of the org). */
  ownerId: CustomerOwnerId;
  /** Current annual recurring revenue, in the org currency; null when never set. */
  arr: CustomerArr;
  health: CustomerHealth;
  customerSince: CustomerCustomerSince;
  /** Free-form facts about the account (industry, size, plan …). */
  profile: CustomerProfile;
  hasOnboarding: boolean;
  createdAt: string;
  updatedAt: string;
}
