/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ListEnvelope } from './listEnvelope';
import type { FileListResponseAllOf } from './fileListResponseAllOf';

export type FileListResponse = ListEnvelope & FileListResponseAllOf;
