/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateFile201AllOf } from './createFile201AllOf';

export type CreateFile201 = SuccessEnvelope & CreateFile201AllOf;
