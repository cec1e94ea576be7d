/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListTaskAssignments200AllOf } from './listTaskAssignments200AllOf';

export type ListTaskAssignments200 = SuccessEnvelope & ListTaskAssignments200AllOf;
