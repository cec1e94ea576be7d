/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { FileResponseAllOf } from './fileResponseAllOf';

export type FileResponse = SuccessEnvelope & FileResponseAllOf;
