/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListExternalStakeholders200AllOf } from './listExternalStakeholders200AllOf';

export type ListExternalStakeholders200 = ListEnvelope & ListExternalStakeholders200AllOf;
