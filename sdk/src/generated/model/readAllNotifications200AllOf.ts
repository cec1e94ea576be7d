/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ReadAllNotifications200AllOfData } from './readAllNotifications200AllOfData';

export type ReadAllNotifications200AllOf = {
  data?: ReadAllNotifications200AllOfData;
};
