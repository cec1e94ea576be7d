/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateMetricBodyDataSourceConfigAnyOf } from './createMetricBodyDataSourceConfigAnyOf';

export type CreateMetricBodyDataSourceConfig = CreateMetricBodyDataSourceConfigAnyOf | null;
