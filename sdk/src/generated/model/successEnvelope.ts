/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { Meta } from './meta';
import type { SuccessEnvelopeLinks } from './successEnvelopeLinks';
import type { Action } from './action';

/**
 * Success envelope (spec 2 §4.1). Each operation narrows `data`.
 */
export interface SuccessEnvelope {
  ok: true;
  data: unknown;
  meta: Meta;
  links?: SuccessEnvelopeLinks;
  actions: Action[];
}
