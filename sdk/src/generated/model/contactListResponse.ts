/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ContactListResponseAllOf } from './contactListResponseAllOf';

export type ContactListResponse = ListEnvelope & ContactListResponseAllOf;
