/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListCustomerUpdates200AllOf } from './listCustomerUpdates200AllOf';

export type ListCustomerUpdates200 = ListEnvelope & ListCustomerUpdates200AllOf;
