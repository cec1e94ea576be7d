/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { SuccessEnvelope } from './successEnvelope';
import type { SynthesizeOpportunityPrd200AllOf } from './synthesizeOpportunityPrd200AllOf';

export type SynthesizeOpportunityPrd200 = SuccessEnvelope & SynthesizeOpportunityPrd200AllOf;
