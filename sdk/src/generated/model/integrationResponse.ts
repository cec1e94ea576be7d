/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { IntegrationResponseAllOf } from './integrationResponseAllOf';

export type IntegrationResponse = SuccessEnvelope & IntegrationResponseAllOf;
