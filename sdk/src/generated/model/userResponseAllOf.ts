/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { User } from './user';

export type UserResponseAllOf = {
  data?: User;
};
