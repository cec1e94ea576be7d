/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TimeEntryCreatedResponseAllOf } from './timeEntryCreatedResponseAllOf';

export type TimeEntryCreatedResponse = SuccessEnvelope & TimeEntryCreatedResponseAllOf;
