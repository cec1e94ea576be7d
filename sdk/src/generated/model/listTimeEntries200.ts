/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListTimeEntries200AllOf } from './listTimeEntries200AllOf';

export type ListTimeEntries200 = ListEnvelope & ListTimeEntries200AllOf;
