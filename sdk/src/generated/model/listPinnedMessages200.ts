/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListPinnedMessages200AllOf } from './listPinnedMessages200AllOf';

export type ListPinnedMessages200 = ListEnvelope & ListPinnedMessages200AllOf;
