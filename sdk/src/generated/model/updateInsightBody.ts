/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateInsightBodySource } from './updateInsightBodySource';
import type { UpdateInsightBodyInterpretation } from './updateInsightBodyInterpretation';
import type { UpdateInsightBodyMoscow } from './updateInsightBodyMoscow';
import type { UpdateInsightBodyDeadline } from './updateInsightBodyDeadline';
import type { UpdateInsightBodyCustomerId } from './updateInsightBodyCustomerId';
import type { UpdateInsightBodyStakeholderUserId } from './updateInsightBodyStakeholderUserId';
import type { UpdateInsightBodyExternalStakeholderId } from './updateInsightBodyExternalStakeholderId';

export type UpdateInsightBody = {
  /**
   * @minLength 1
   * @maxLength 10000
   */
  verbatim?: string;
  source?: UpdateInsightBodySource;
  /**
   * What the ask means for the product, in your words.
   * @maxLength 10000
   */
  interpretation?: UpdateInsightBodyInterpretation;
  moscow?: UpdateInsightBodyMoscow;
  /** A date promised to the customer; makes it a commitment. */
  deadline?: UpdateInsightBodyDeadline;
  /** @maxItems 50 */
  tagIds?: string[];
  customerId?: UpdateInsightBodyCustomerId;
  stakeholderUserId?: UpdateInsightBodyStakeholderUserId;
  externalStakeholderId?: UpdateInsightBodyExternalStakeholderId;
};
