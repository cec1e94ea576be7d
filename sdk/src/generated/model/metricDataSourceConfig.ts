/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { MetricDataSourceConfigAnyOf } from './metricDataSourceConfigAnyOf';

export type MetricDataSourceConfig = MetricDataSourceConfigAnyOf | null;
