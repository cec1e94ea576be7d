/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RenameVisionVersion200AllOf } from './renameVisionVersion200AllOf';

export type RenameVisionVersion200 = SuccessEnvelope & RenameVisionVersion200AllOf;
