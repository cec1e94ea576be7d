/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListTags200AllOf } from './listTags200AllOf';

export type ListTags200 = ListEnvelope & ListTags200AllOf;
