/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListMessages200AllOf } from './listMessages200AllOf';

export type ListMessages200 = ListEnvelope & ListMessages200AllOf;
