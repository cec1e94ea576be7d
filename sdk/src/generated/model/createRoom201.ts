/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateRoom201AllOf } from './createRoom201AllOf';

export type CreateRoom201 = SuccessEnvelope & CreateRoom201AllOf;
