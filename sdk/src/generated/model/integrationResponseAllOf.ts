/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Integration } from './integration';

export type IntegrationResponseAllOf = {
  data?: Integration;
};
