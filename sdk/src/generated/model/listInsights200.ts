/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListInsights200AllOf } from './listInsights200AllOf';

export type ListInsights200 = ListEnvelope & ListInsights200AllOf;
