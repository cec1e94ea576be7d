/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TimeEntry } from './timeEntry';

export type TimeEntryCreatedResponseAllOf = {
  data?: TimeEntry;
};
