/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActionMethod } from './actionMethod';
import type { ActionBody } from './actionBody';

/**
 * An operation that is valid next from the returned state (spec 2 §4.1). `name` is the operationId (also the MCP tool's source); `rel` names navigation links such as `next` and `self`. Calling an action as given (method, href, body) is expected to succeed.
 */
export interface Action {
  rel?: string;
  name?: string;
  method: ActionMethod;
  href: string;
  body?: ActionBody;
}
