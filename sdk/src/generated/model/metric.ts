/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricCurrentValue } from './metricCurrentValue';
import type { MetricUnit } from './metricUnit';
import type { MetricDataSourceType } from './metricDataSourceType';
import type { MetricDataSourceConfig } from './metricDataSourceConfig';
import type { MetricStewardId } from './metricStewardId';

/**
 * A metric (spec 1 §2.4). `currentValue` is in the metric's own unit; null until a value is known.
 */
export interface Metric {
  id: string;
  orgId: string;
  ref: string;
  number: number;
  name: string;
  description: string;
  currentValue: MetricCurrentValue;
  unit: MetricUnit;
  dataSourceType: MetricDataSourceType;
  dataSourceConfig: MetricDataSourceConfig;
  stewardId: MetricStewardId;
  createdAt: string;
  updatedAt: string;
}
