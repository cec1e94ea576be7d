/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PrdTemplateTeamId } from './prdTemplateTeamId';
import type { PrdTemplateCreatedBy } from './prdTemplateCreatedBy';

/**
 * A PRD template (spec 1 §2.10): markdown that starts an opportunity's product requirements document. `teamId` null means org-wide; otherwise it belongs to that team, whose members see it.
 */
export interface PrdTemplate {
  id: string;
  orgId: string;
  name: string;
  /** Markdown. */
  content: string;
  /** The owning team; null for an org-wide template. */
  teamId: PrdTemplateTeamId;
  createdBy: PrdTemplateCreatedBy;
  createdAt: string;
  updatedAt: string;
}
