/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { UpdateTeam200AllOf } from './updateTeam200AllOf';

export type UpdateTeam200 = SuccessEnvelope & UpdateTeam200AllOf;
