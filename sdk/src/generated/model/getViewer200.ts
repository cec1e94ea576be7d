/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetViewer200AllOf } from './getViewer200AllOf';

export type GetViewer200 = SuccessEnvelope & GetViewer200AllOf;
