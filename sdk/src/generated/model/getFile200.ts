/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetFile200AllOf } from './getFile200AllOf';

export type GetFile200 = SuccessEnvelope & GetFile200AllOf;
