/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateCustomerContactBodyTitle } from './updateCustomerContactBodyTitle';
import type { UpdateCustomerContactBodyRole } from './updateCustomerContactBodyRole';
import type { UpdateCustomerContactBodyEmail } from './updateCustomerContactBodyEmail';
import type { UpdateCustomerContactBodyPhone } from './updateCustomerContactBodyPhone';
import type { UpdateCustomerContactBodyNotes } from './updateCustomerContactBodyNotes';

export type UpdateCustomerContactBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 200 */
  title?: UpdateCustomerContactBodyTitle;
  /** @maxLength 200 */
  role?: UpdateCustomerContactBodyRole;
  /** @maxLength 320 */
  email?: UpdateCustomerContactBodyEmail;
  /** @maxLength 50 */
  phone?: UpdateCustomerContactBodyPhone;
  /** @maxLength 5000 */
  notes?: UpdateCustomerContactBodyNotes;
  /** Makes this the primary contact; the previous primary one is demoted. */
  primary?: boolean;
};
