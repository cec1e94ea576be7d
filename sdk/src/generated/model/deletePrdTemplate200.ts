/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeletePrdTemplate200AllOf } from './deletePrdTemplate200AllOf';

export type DeletePrdTemplate200 = SuccessEnvelope & DeletePrdTemplate200AllOf;
