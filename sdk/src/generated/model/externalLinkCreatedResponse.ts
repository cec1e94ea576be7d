/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { ExternalLinkCreatedResponseAllOf } from './externalLinkCreatedResponseAllOf';

export type ExternalLinkCreatedResponse = SuccessEnvelope & ExternalLinkCreatedResponseAllOf;
