/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdateTeamBodyDefaultPrdTemplateId } from './updateTeamBodyDefaultPrdTemplateId';
import type { UpdateTeamBodyInsightReviewerId } from './updateTeamBodyInsightReviewerId';

export type UpdateTeamBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /** @maxLength 20000 */
  description?: string;
  /**
   * 2-4 characters: an upper-case letter, then upper-case letters or digits (TASK is reserved)
   * @pattern ^[A-Z][A-Z0-9]{1,3}$
   */
  prefix?: string;
  /** The team's default PRD template: an org-wide one or one of this team's; null clears it. */
  defaultPrdTemplateId?: UpdateTeamBodyDefaultPrdTemplateId;
  /** Who reviews insights sent to the team (a user of the org, or me); null clears it. */
  insightReviewerId?: UpdateTeamBodyInsightReviewerId;
};
