/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Contact } from './contact';

export type ContactSavedResponseAllOf = {
  data?: Contact;
};
