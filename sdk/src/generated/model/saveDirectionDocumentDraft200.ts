/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SaveDirectionDocumentDraft200AllOf } from './saveDirectionDocumentDraft200AllOf';

export type SaveDirectionDocumentDraft200 = SuccessEnvelope & SaveDirectionDocumentDraft200AllOf;
