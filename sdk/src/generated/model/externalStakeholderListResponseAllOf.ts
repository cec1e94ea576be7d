/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ExternalStakeholder } from './externalStakeholder';

export type ExternalStakeholderListResponseAllOf = {
  data?: ExternalStakeholder[];
};
