/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { PostOpportunityUpdateBodyHealth } from './postOpportunityUpdateBodyHealth';

export type PostOpportunityUpdateBody = {
  /**
   * What happened since the last update (markdown).
   * @minLength 1
   * @maxLength 10000
   */
  body: string;
  health: PostOpportunityUpdateBodyHealth;
};
