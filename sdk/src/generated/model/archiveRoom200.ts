/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ArchiveRoom200AllOf } from './archiveRoom200AllOf';

export type ArchiveRoom200 = SuccessEnvelope & ArchiveRoom200AllOf;
