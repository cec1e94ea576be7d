/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListVisionVersions200AllOf } from './listVisionVersions200AllOf';

export type ListVisionVersions200 = ListEnvelope & ListVisionVersions200AllOf;
