/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateMetricBodyDataSourceConfigAnyOf } from './updateMetricBodyDataSourceConfigAnyOf';

export type UpdateMetricBodyDataSourceConfig = UpdateMetricBodyDataSourceConfigAnyOf | null;
