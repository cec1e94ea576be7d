/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListUsers200AllOf } from './listUsers200AllOf';

export type ListUsers200 = ListEnvelope & ListUsers200AllOf;
