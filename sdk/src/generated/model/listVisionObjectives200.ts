/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListVisionObjectives200AllOf } from './listVisionObjectives200AllOf';

export type ListVisionObjectives200 = ListEnvelope & ListVisionObjectives200AllOf;
