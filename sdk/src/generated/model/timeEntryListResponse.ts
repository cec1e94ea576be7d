/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { TimeEntryListResponseAllOf } from './timeEntryListResponseAllOf';

export type TimeEntryListResponse = ListEnvelope & TimeEntryListResponseAllOf;
