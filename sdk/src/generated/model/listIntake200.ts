/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListIntake200AllOf } from './listIntake200AllOf';

export type ListIntake200 = ListEnvelope & ListIntake200AllOf;
