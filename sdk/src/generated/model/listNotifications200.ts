/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ListNotifications200AllOf } from './listNotifications200AllOf';

export type ListNotifications200 = ListEnvelope & ListNotifications200AllOf;
