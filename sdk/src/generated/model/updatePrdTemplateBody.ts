/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { UpdatePrdTemplateBodyTeamId } from './updatePrdTemplateBodyTeamId';

export type UpdatePrdTemplateBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  /**
   * Markdown.
   * @maxLength 200000
   */
  content?: string;
  /** Move it to this team (UUID or prefix such as ENG); null makes it org-wide. */
  teamId?: UpdatePrdTemplateBodyTeamId;
};
