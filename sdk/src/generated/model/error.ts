/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ErrorCode } from './errorCode';
import type { ErrorDetailsItem } from './errorDetailsItem';
import type { ErrorData } from './errorData';

export interface Error {
  code: ErrorCode;
  message: string;
  /** One entry per offending field; `field` is a dotted path such as `body.name` or `query.limit`. */
  details?: ErrorDetailsItem[];
  suggestion: string;
  data?: ErrorData;
}
