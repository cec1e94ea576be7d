/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListObjectives200AllOf } from './listObjectives200AllOf';

export type ListObjectives200 = ListEnvelope & ListObjectives200AllOf;
