/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeletedSavedResponseAllOf } from './deletedSavedResponseAllOf';

export type DeletedSavedResponse = SuccessEnvelope & DeletedSavedResponseAllOf;
