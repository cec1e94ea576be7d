/** How event payloads spell a child's type. */

/** `agentRun` → `agent_run`: a child's type as event types and payloads spell it. */
export const snake = (s: string) => s.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
