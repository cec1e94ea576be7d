/**
 * The MCP server's `instructions`: what an agent should know before its first call, in a few lines
 * — the hierarchy, refs, how results and errors read, idempotencyKey, toolsets, read-only and dynamic mode.
 */
export interface SessionMode {
  dynamic: boolean;
  readonly: boolean;
}

export function instructionsFor(mode: SessionMode): string {
  const lines = [
    'Sextant is outcomes-anchored project management: vision → objectives (each anchored to a metric) → opportunities → tasks; teams and users do the work.',
    'Any id argument takes the UUID or the ref: VIS-1, OBJ-2, MET-3, OPP-4, a task ref (ENG-12, or TASK-5 without a team), a team prefix (ENG); a user can be me. Start with whoami; find things by name with search.',
    'A result is an envelope: data, actions (the valid next calls, each with its tool and arguments; when it has toolset, make its enableFirst call first), pagination.cursor (pass it as cursor for the next page). A failure has isError and error {code, message, details, suggestion}: follow the suggestion.',
    'List tools answer a compact item (ref, title or name, status, owner and a few deciding fields); values every item shares are given once in allItems; pass fields ["dueDate"] for more, or ["*"] for everything. pagination.total is set when the page holds the whole list.',
    'Writes take an optional idempotencyKey: a retry with the same key returns the first result and does not act twice.',
  ];
  if (mode.dynamic) {
    lines.push(
      'Dynamic mode: every operation is reachable through three tools. Find one with list_operations, read its arguments with describe_operation, run it with call_operation {name, arguments}.',
    );
  } else {
    lines.push(
      'The tool list is a default set; every other operation is in the toolset of its area. list_toolsets shows them; enable_toolsets {"toolsets": ["objectives"]} adds an area\'s tools to this session (your client is told the list changed). Clients that keep no session connect with ?toolsets=objectives instead; ?mode=dynamic reaches every operation through three tools.',
    );
  }
  if (mode.readonly) lines.push('This session is read-only: only read operations are listed, and writes are refused.');
  else lines.push('Connect with ?readonly=true for a session that can only read.');
  return lines.join('\n');
}
