/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RenameDirectionDocumentVersion200AllOf } from './renameDirectionDocumentVersion200AllOf';

export type RenameDirectionDocumentVersion200 = SuccessEnvelope & RenameDirectionDocumentVersion200AllOf;
