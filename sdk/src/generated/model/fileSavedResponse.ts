/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { FileSavedResponseAllOf } from './fileSavedResponseAllOf';

export type FileSavedResponse = SuccessEnvelope & FileSavedResponseAllOf;
