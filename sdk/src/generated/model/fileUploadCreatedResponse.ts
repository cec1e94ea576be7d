/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { FileUploadCreatedResponseAllOf } from './fileUploadCreatedResponseAllOf';

export type FileUploadCreatedResponse = SuccessEnvelope & FileUploadCreatedResponseAllOf;
