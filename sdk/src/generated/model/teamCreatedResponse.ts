/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TeamCreatedResponseAllOf } from './teamCreatedResponseAllOf';

export type TeamCreatedResponse = SuccessEnvelope & TeamCreatedResponseAllOf;
