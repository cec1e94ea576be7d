/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListBlockingInsights200AllOf } from './listBlockingInsights200AllOf';

export type ListBlockingInsights200 = ListEnvelope & ListBlockingInsights200AllOf;
