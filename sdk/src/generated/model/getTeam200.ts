/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetTeam200AllOf } from './getTeam200AllOf';

export type GetTeam200 = SuccessEnvelope & GetTeam200AllOf;
