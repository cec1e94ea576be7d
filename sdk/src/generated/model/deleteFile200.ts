/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteFile200AllOf } from './deleteFile200AllOf';

export type DeleteFile200 = SuccessEnvelope & DeleteFile200AllOf;
