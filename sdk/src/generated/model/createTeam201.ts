/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateTeam201AllOf } from './createTeam201AllOf';

export type CreateTeam201 = SuccessEnvelope & CreateTeam201AllOf;
