/**
 * generated — do not edit. Source: openapi/ (hand-maintained); regenerate with `npm run gen`.
 */
import type { ActionMethod } from './actionMethod';
import type { ActionBody } from './actionBody';
import type { ActionArguments } from './actionArguments';

/**
 * An operation that is valid next from the returned state (spec 2 §4.1). `name` is the operationId; `rel` names navigation links such as `next` and `self`. Calling an action as given (method, href, body) is expected to succeed. The same call as an MCP tool call is `tool` with `arguments` (issue 9 §4); `toolset` is set when the tool is outside the default tool list, and names the toolset an MCP session must enable to call it.
 */
export interface Action {
  rel?: string;
  name?: string;
  method: ActionMethod;
  href: string;
  body?: ActionBody;
  /** The MCP tool that makes the same call. */
  tool?: string;
  /** The tool's arguments for the same call (path and query parameters and body fields in one object). */
  arguments?: ActionArguments;
  /** Present when the tool is not in the default MCP tool list; the toolset to enable (?toolsets=…). */
  toolset?: string;
}
