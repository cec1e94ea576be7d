/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetImportRun200AllOf } from './getImportRun200AllOf';

export type GetImportRun200 = SuccessEnvelope & GetImportRun200AllOf;
