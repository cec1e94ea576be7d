/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ViewerSavedResponseAllOf } from './viewerSavedResponseAllOf';

export type ViewerSavedResponse = SuccessEnvelope & ViewerSavedResponseAllOf;
