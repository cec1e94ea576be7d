/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpsertRangeResultSavedResponseAllOf } from './upsertRangeResultSavedResponseAllOf';

export type UpsertRangeResultSavedResponse = SuccessEnvelope & UpsertRangeResultSavedResponseAllOf;
