/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteTemplate200AllOf } from './deleteTemplate200AllOf';

export type DeleteTemplate200 = SuccessEnvelope & DeleteTemplate200AllOf;
