/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetMessagePinned200AllOf } from './setMessagePinned200AllOf';

export type SetMessagePinned200 = SuccessEnvelope & SetMessagePinned200AllOf;
