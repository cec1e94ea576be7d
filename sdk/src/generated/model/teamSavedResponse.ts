/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TeamSavedResponseAllOf } from './teamSavedResponseAllOf';

export type TeamSavedResponse = SuccessEnvelope & TeamSavedResponseAllOf;
