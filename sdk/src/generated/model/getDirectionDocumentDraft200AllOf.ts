/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { GetDirectionDocumentDraft200AllOfData } from './getDirectionDocumentDraft200AllOfData';

export type GetDirectionDocumentDraft200AllOf = {
  data?: GetDirectionDocumentDraft200AllOfData;
};
