/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorCode } from './errorCode';
import type { ErrorEnvelopeErrorDetailsItem } from './errorEnvelopeErrorDetailsItem';
import type { ErrorEnvelopeErrorData } from './errorEnvelopeErrorData';

export type ErrorEnvelopeError = {
  code: ErrorCode;
  message: string;
  /** One entry per offending field; `field` is a dotted path such as `body.name` or `query.limit`. */
  details?: ErrorEnvelopeErrorDetailsItem[];
  suggestion: string;
  data?: ErrorEnvelopeErrorData;
};
