/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { OpportunityPrototypeUrl } from './opportunityPrototypeUrl';
import type { OpportunityPrototypeFileId } from './opportunityPrototypeFileId';
import type { OpportunityPrototypeAddedBy } from './opportunityPrototypeAddedBy';

/**
 * A prototype of an opportunity (spec 2 §4.7) — a link (http or https) or an uploaded file.
 */
export interface OpportunityPrototype {
  /** The prototype's link; null for a file. */
  url: OpportunityPrototypeUrl;
  /** The uploaded file; null for a link. */
  fileId: OpportunityPrototypeFileId;
  addedBy: OpportunityPrototypeAddedBy;
  addedAt: string;
}
