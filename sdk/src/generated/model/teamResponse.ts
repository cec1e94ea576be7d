/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TeamResponseAllOf } from './teamResponseAllOf';

export type TeamResponse = SuccessEnvelope & TeamResponseAllOf;
