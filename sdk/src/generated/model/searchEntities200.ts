/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SearchEntities200AllOf } from './searchEntities200AllOf';

export type SearchEntities200 = SuccessEnvelope & SearchEntities200AllOf;
