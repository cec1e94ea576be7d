/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetDirectionDocumentDraft200AllOf } from './getDirectionDocumentDraft200AllOf';

export type GetDirectionDocumentDraft200 = SuccessEnvelope & GetDirectionDocumentDraft200AllOf;
