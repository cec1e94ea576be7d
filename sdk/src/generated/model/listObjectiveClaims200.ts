/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListObjectiveClaims200AllOf } from './listObjectiveClaims200AllOf';

export type ListObjectiveClaims200 = ListEnvelope & ListObjectiveClaims200AllOf;
