/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { TeamMemberCreatedResponseAllOf } from './teamMemberCreatedResponseAllOf';

export type TeamMemberCreatedResponse = SuccessEnvelope & TeamMemberCreatedResponseAllOf;
