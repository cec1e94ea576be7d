/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { StorageUsageResponseAllOf } from './storageUsageResponseAllOf';

export type StorageUsageResponse = SuccessEnvelope & StorageUsageResponseAllOf;
