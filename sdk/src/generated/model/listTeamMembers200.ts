/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListTeamMembers200AllOf } from './listTeamMembers200AllOf';

export type ListTeamMembers200 = ListEnvelope & ListTeamMembers200AllOf;
