/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateMetricValueBodySource } from './createMetricValueBodySource';

export type CreateMetricValueBody = {
  value: number;
  recordedAt?: string;
  /** @maxLength 2000 */
  note?: string;
  source?: CreateMetricValueBodySource;
};
