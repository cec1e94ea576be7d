/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DiscardDirectionDocumentDraft200AllOf } from './discardDirectionDocumentDraft200AllOf';

export type DiscardDirectionDocumentDraft200 = SuccessEnvelope & DiscardDirectionDocumentDraft200AllOf;
