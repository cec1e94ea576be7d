/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListTeams200AllOf } from './listTeams200AllOf';

export type ListTeams200 = ListEnvelope & ListTeams200AllOf;
