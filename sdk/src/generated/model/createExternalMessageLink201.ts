/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateExternalMessageLink201AllOf } from './createExternalMessageLink201AllOf';

export type CreateExternalMessageLink201 = SuccessEnvelope & CreateExternalMessageLink201AllOf;
