/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ListBuiltinMetrics200AllOf } from './listBuiltinMetrics200AllOf';

export type ListBuiltinMetrics200 = SuccessEnvelope & ListBuiltinMetrics200AllOf;
