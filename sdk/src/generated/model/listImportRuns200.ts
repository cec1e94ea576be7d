/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListImportRuns200AllOf } from './listImportRuns200AllOf';

export type ListImportRuns200 = ListEnvelope & ListImportRuns200AllOf;
