/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListTasks200AllOf } from './listTasks200AllOf';

export type ListTasks200 = ListEnvelope & ListTasks200AllOf;
