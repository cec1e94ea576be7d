/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AttachInsightPatternWork200AllOf } from './attachInsightPatternWork200AllOf';

export type AttachInsightPatternWork200 = SuccessEnvelope & AttachInsightPatternWork200AllOf;
