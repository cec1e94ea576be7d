/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ConfirmEvidenceReconciliation200AllOf } from './confirmEvidenceReconciliation200AllOf';

export type ConfirmEvidenceReconciliation200 = SuccessEnvelope & ConfirmEvidenceReconciliation200AllOf;
