/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { RenameStrategyVersion200AllOf } from './renameStrategyVersion200AllOf';

export type RenameStrategyVersion200 = SuccessEnvelope & RenameStrategyVersion200AllOf;
