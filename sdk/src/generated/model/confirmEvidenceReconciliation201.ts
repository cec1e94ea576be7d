/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ConfirmEvidenceReconciliation201AllOf } from './confirmEvidenceReconciliation201AllOf';

export type ConfirmEvidenceReconciliation201 = SuccessEnvelope & ConfirmEvidenceReconciliation201AllOf;
