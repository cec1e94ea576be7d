/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListComments200AllOf } from './listComments200AllOf';

export type ListComments200 = ListEnvelope & ListComments200AllOf;
