/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Message } from './message';

export type MessageSavedResponseAllOf = {
  data?: Message;
};
