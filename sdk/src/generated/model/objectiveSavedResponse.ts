/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ObjectiveSavedResponseAllOf } from './objectiveSavedResponseAllOf';

export type ObjectiveSavedResponse = SuccessEnvelope & ObjectiveSavedResponseAllOf;
