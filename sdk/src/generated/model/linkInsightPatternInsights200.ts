/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { LinkInsightPatternInsights200AllOf } from './linkInsightPatternInsights200AllOf';

export type LinkInsightPatternInsights200 = SuccessEnvelope & LinkInsightPatternInsights200AllOf;
