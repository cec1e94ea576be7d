/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CustomerUpdate } from './customerUpdate';

export type CustomerUpdateCreatedResponseAllOf = {
  data?: CustomerUpdate;
};
