/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { MessageListResponseAllOf } from './messageListResponseAllOf';

export type MessageListResponse = ListEnvelope & MessageListResponseAllOf;
