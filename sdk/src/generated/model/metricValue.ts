/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricValueSource } from './metricValueSource';
import type { MetricValueCreatedBy } from './metricValueCreatedBy';

/**
 * One reading of a metric (spec 1 §2.4).
 */
export interface MetricValue {
  id: string;
  metricId: string;
  value: number;
  recordedAt: string;
  note: string;
  source: MetricValueSource;
  createdBy: MetricValueCreatedBy;
  createdAt: string;
}
