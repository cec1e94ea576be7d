/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ObjectiveSummaryStatus } from './objectiveSummaryStatus';

export interface ObjectiveSummary {
  id: string;
  ref: string;
  title: string;
  status: ObjectiveSummaryStatus;
  visionId: string;
}
