/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ArchiveStrategy200AllOf } from './archiveStrategy200AllOf';

export type ArchiveStrategy200 = SuccessEnvelope & ArchiveStrategy200AllOf;
