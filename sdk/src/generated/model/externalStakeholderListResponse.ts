/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { ExternalStakeholderListResponseAllOf } from './externalStakeholderListResponseAllOf';

export type ExternalStakeholderListResponse = ListEnvelope & ExternalStakeholderListResponseAllOf;
