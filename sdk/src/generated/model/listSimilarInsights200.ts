/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListSimilarInsights200AllOf } from './listSimilarInsights200AllOf';

export type ListSimilarInsights200 = ListEnvelope & ListSimilarInsights200AllOf;
