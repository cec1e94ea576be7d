/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteTag200AllOf } from './deleteTag200AllOf';

export type DeleteTag200 = SuccessEnvelope & DeleteTag200AllOf;
