/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Color } from './color';

/**
 * a colour as # and six hex digits, such as #d73a4a; null clears it
 */
export type UpdateTagBodyColor = Color | null;
