/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContactTitle } from './contactTitle';
import type { ContactRole } from './contactRole';
import type { ContactEmail } from './contactEmail';
import type { ContactPhone } from './contactPhone';
import type { ContactNotes } from './contactNotes';

/**
 * A person at a customer account (spec 1 §2.8). At most one contact per customer is primary.
 */
export interface Contact {
  id: string;
  customerId: string;
  name: string;
  title: ContactTitle;
  /** Their part in the relationship, such as champion, buyer, user. */
  role: ContactRole;
  email: ContactEmail;
  phone: ContactPhone;
  notes: ContactNotes;
  primary: boolean;
  createdAt: string;
  updatedAt: string;
}
