/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ArrPointDelta } from './arrPointDelta';

/**
 * "ARR was `level` from `effectiveDate`" (spec 1 §2.8). `delta` is derived when read: the change from the point before it (by effective date), null for the first point; it is never stored.
 */
export interface ArrPoint {
  id: string;
  customerId: string;
  /** @minimum 0 */
  level: number;
  effectiveDate: string;
  delta: ArrPointDelta;
  createdAt: string;
}
