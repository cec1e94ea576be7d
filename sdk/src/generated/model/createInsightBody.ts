/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreateInsightBodySource } from './createInsightBodySource';
import type { CreateInsightBodyInterpretation } from './createInsightBodyInterpretation';
import type { CreateInsightBodyMoscow } from './createInsightBodyMoscow';
import type { CreateInsightBodyDeadline } from './createInsightBodyDeadline';
import type { CreateInsightBodyCustomerId } from './createInsightBodyCustomerId';
import type { CreateInsightBodyStakeholderUserId } from './createInsightBodyStakeholderUserId';
import type { CreateInsightBodyExternalStakeholderId } from './createInsightBodyExternalStakeholderId';

export type CreateInsightBody = {
  /**
   * The ask in the words of who made it.
   * @minLength 1
   * @maxLength 10000
   */
  verbatim: string;
  source: CreateInsightBodySource;
  /**
   * What the ask means for the product, in your words.
   * @maxLength 10000
   */
  interpretation?: CreateInsightBodyInterpretation;
  moscow?: CreateInsightBodyMoscow;
  /** A date promised to the customer; makes it a commitment. */
  deadline?: CreateInsightBodyDeadline;
  /** @maxItems 50 */
  tagIds?: string[];
  customerId?: CreateInsightBodyCustomerId;
  stakeholderUserId?: CreateInsightBodyStakeholderUserId;
  externalStakeholderId?: CreateInsightBodyExternalStakeholderId;
};
