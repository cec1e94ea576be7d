/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListStrategies200AllOf } from './listStrategies200AllOf';

export type ListStrategies200 = ListEnvelope & ListStrategies200AllOf;
