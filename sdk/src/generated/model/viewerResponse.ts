/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ViewerResponseAllOf } from './viewerResponseAllOf';

export type ViewerResponse = SuccessEnvelope & ViewerResponseAllOf;
