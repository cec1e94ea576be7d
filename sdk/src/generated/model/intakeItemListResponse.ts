/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { IntakeItemListResponseAllOf } from './intakeItemListResponseAllOf';

export type IntakeItemListResponse = ListEnvelope & IntakeItemListResponseAllOf;
