/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListFiles200AllOf } from './listFiles200AllOf';

export type ListFiles200 = ListEnvelope & ListFiles200AllOf;
