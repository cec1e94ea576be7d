/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RemoveTeamMember200AllOf } from './removeTeamMember200AllOf';

export type RemoveTeamMember200 = SuccessEnvelope & RemoveTeamMember200AllOf;
