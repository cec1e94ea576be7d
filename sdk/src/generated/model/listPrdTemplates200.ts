/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListPrdTemplates200AllOf } from './listPrdTemplates200AllOf';

export type ListPrdTemplates200 = ListEnvelope & ListPrdTemplates200AllOf;
