/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { TeamRef } from './teamRef';

export type CreateCycleBody = {
  teamId: TeamRef;
  /**
   * @minLength 1
   * @maxLength 200
   */
  name?: string;
  startsOn: string;
  endsOn: string;
};
