/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpsertTimeEntryRange200AllOf } from './upsertTimeEntryRange200AllOf';

export type UpsertTimeEntryRange200 = SuccessEnvelope & UpsertTimeEntryRange200AllOf;
