/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SetMessageReaction200AllOf } from './setMessageReaction200AllOf';

export type SetMessageReaction200 = SuccessEnvelope & SetMessageReaction200AllOf;
