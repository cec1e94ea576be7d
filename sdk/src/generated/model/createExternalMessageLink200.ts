/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { CreateExternalMessageLink200AllOf } from './createExternalMessageLink200AllOf';

export type CreateExternalMessageLink200 = SuccessEnvelope & CreateExternalMessageLink200AllOf;
