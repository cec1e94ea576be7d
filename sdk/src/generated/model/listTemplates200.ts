/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListTemplates200AllOf } from './listTemplates200AllOf';

export type ListTemplates200 = ListEnvelope & ListTemplates200AllOf;
