/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { AttachInsight200AllOf } from './attachInsight200AllOf';

export type AttachInsight200 = SuccessEnvelope & AttachInsight200AllOf;
