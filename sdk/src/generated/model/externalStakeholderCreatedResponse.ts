/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ExternalStakeholderCreatedResponseAllOf } from './externalStakeholderCreatedResponseAllOf';

export type ExternalStakeholderCreatedResponse = SuccessEnvelope & ExternalStakeholderCreatedResponseAllOf;
