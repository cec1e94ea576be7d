/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { StorageUsage } from './storageUsage';

export type StorageUsageResponseAllOf = {
  data?: StorageUsage;
};
