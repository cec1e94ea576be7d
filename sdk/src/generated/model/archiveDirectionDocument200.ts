/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ArchiveDirectionDocument200AllOf } from './archiveDirectionDocument200AllOf';

export type ArchiveDirectionDocument200 = SuccessEnvelope & ArchiveDirectionDocument200AllOf;
