/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { GetFileStorageUsage200AllOf } from './getFileStorageUsage200AllOf';

export type GetFileStorageUsage200 = SuccessEnvelope & GetFileStorageUsage200AllOf;
