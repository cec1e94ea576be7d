/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ApplyOpportunityPrdTemplateBodyMode } from './applyOpportunityPrdTemplateBodyMode';

export type ApplyOpportunityPrdTemplateBody = {
  /** A PRD template (GET /api/v1/prd-templates). */
  templateId: string;
  mode?: ApplyOpportunityPrdTemplateBodyMode;
};
