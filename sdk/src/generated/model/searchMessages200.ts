/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SearchMessages200AllOf } from './searchMessages200AllOf';

export type SearchMessages200 = SuccessEnvelope & SearchMessages200AllOf;
