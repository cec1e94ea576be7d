/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateMetricBodyCurrentValue } from './updateMetricBodyCurrentValue';
import type { UpdateMetricBodyUnit } from './updateMetricBodyUnit';
import type { UpdateMetricBodyDataSourceType } from './updateMetricBodyDataSourceType';
import type { UpdateMetricBodyDataSourceConfig } from './updateMetricBodyDataSourceConfig';
import type { UpdateMetricBodyStewardId } from './updateMetricBodyStewardId';

export type UpdateMetricBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 20000 */
  description?: string;
  currentValue?: UpdateMetricBodyCurrentValue;
  unit?: UpdateMetricBodyUnit;
  dataSourceType?: UpdateMetricBodyDataSourceType;
  dataSourceConfig?: UpdateMetricBodyDataSourceConfig;
  /** The steward (a user id, or me); null clears it. */
  stewardId?: UpdateMetricBodyStewardId;
};
