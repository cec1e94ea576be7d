/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DismissInsightPattern200AllOf } from './dismissInsightPattern200AllOf';

export type DismissInsightPattern200 = SuccessEnvelope & DismissInsightPattern200AllOf;
