/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { DirectionDocumentCreatedResponseAllOf } from './directionDocumentCreatedResponseAllOf';

export type DirectionDocumentCreatedResponse = SuccessEnvelope & DirectionDocumentCreatedResponseAllOf;
