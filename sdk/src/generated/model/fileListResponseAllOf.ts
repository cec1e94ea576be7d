/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { File } from './file';

export type FileListResponseAllOf = {
  data?: File[];
};
