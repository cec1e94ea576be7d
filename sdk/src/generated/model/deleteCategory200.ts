/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DeleteCategory200AllOf } from './deleteCategory200AllOf';

export type DeleteCategory200 = SuccessEnvelope & DeleteCategory200AllOf;
