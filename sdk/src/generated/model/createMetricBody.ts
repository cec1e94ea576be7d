/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateMetricBodyCurrentValue } from './createMetricBodyCurrentValue';
import type { CreateMetricBodyUnit } from './createMetricBodyUnit';
import type { CreateMetricBodyDataSourceType } from './createMetricBodyDataSourceType';
import type { CreateMetricBodyDataSourceConfig } from './createMetricBodyDataSourceConfig';
import type { CreateMetricBodyStewardId } from './createMetricBodyStewardId';

export type CreateMetricBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /** @maxLength 20000 */
  description?: string;
  currentValue?: CreateMetricBodyCurrentValue;
  unit: CreateMetricBodyUnit;
  dataSourceType?: CreateMetricBodyDataSourceType;
  dataSourceConfig?: CreateMetricBodyDataSourceConfig;
  /** The steward (a user id, or me); null for none. */
  stewardId?: CreateMetricBodyStewardId;
};
