/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateCustomerContactBodyTitle } from './createCustomerContactBodyTitle';
import type { CreateCustomerContactBodyRole } from './createCustomerContactBodyRole';
import type { CreateCustomerContactBodyEmail } from './createCustomerContactBodyEmail';
import type { CreateCustomerContactBodyPhone } from './createCustomerContactBodyPhone';
import type { CreateCustomerContactBodyNotes } from './createCustomerContactBodyNotes';

export type CreateCustomerContactBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 200 */
  title?: CreateCustomerContactBodyTitle;
  /** @maxLength 200 */
  role?: CreateCustomerContactBodyRole;
  /** @maxLength 320 */
  email?: CreateCustomerContactBodyEmail;
  /** @maxLength 50 */
  phone?: CreateCustomerContactBodyPhone;
  /** @maxLength 5000 */
  notes?: CreateCustomerContactBodyNotes;
  /** Makes this the primary contact; the previous primary one is demoted. */
  primary?: boolean;
};
