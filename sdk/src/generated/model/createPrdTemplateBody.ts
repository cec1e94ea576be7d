/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { CreatePrdTemplateBodyTeamId } from './createPrdTemplateBodyTeamId';

export type CreatePrdTemplateBody = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  name: string;
  /**
   * Markdown.
   * @maxLength 200000
   */
  content?: string;
  /** The owning team (UUID or prefix such as ENG); null or omitted for an org-wide template. */
  teamId?: CreatePrdTemplateBodyTeamId;
};
