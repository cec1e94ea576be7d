/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AddTeamMember201AllOf } from './addTeamMember201AllOf';

export type AddTeamMember201 = SuccessEnvelope & AddTeamMember201AllOf;
