/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ContextPullRequestExternalId } from './contextPullRequestExternalId';
import type { ContextPullRequestState } from './contextPullRequestState';
import type { ContextPullRequestTaskId } from './contextPullRequestTaskId';
import type { ContextPullRequestTaskRef } from './contextPullRequestTaskRef';

/**
 * A pull request linked to a task or an opportunity (spec 2 §4.19), as a context bundle carries it: linked by the GitHub integration when a task ref (ENG-12) appears in the pull request's title or branch. taskId and taskRef name the task it is linked to; both are null for a pull request linked to the opportunity itself.
 */
export interface ContextPullRequest {
  /** The external link's id. */
  id: string;
  provider: string;
  /** <owner>/<repo>#<number>. */
  externalId: ContextPullRequestExternalId;
  url: string;
  title: string;
  state: ContextPullRequestState;
  taskId: ContextPullRequestTaskId;
  taskRef: ContextPullRequestTaskRef;
  /** When the link last changed (its title or state). */
  updatedAt: string;
}
