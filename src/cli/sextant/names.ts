/**
 * CLI command names from the operation table: `sextant <tag> <command>`, where the command is the
 * operationId in kebab case without the tag's resource noun — listTasks → `tasks list`, createTask → `tasks create`,
 * setOpportunityState → `opportunities set-state`, listTaskAssignments → `tasks list-assignments`. Two operations of a
 * tag that would get the same command keep their whole operationId (kebab case) instead. Used by the CLI and by the
 * reference page's generated code samples, so both always agree.
 */
import { operations } from '../../generated/operations.js';

const words = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
const singular = (w: string) => (w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** The command (without the tag) for `operationId`, before collisions are resolved. */
function shortName(operationId: string, tag: string): string {
  const op = words(operationId);
  const noun = words(tag);
  for (let i = 1; i + noun.length <= op.length; i++) {
    const slice = op.slice(i, i + noun.length);
    if (slice.every((w, k) => singular(w) === singular(noun[k]))) {
      const rest = [...op.slice(0, i), ...op.slice(i + noun.length)];
      return rest.join('-');
    }
  }
  return op.join('-');
}

/** operationId → [tag, command] for every operation of the table (collisions resolved). */
export const CLI_COMMANDS: Record<string, [tag: string, command: string]> = (() => {
  const out: Record<string, [string, string]> = {};
  const seen = new Map<string, string[]>();
  for (const op of Object.values(operations)) {
    const key = `${op.tag} ${shortName(op.operationId, op.tag)}`;
    seen.set(key, [...(seen.get(key) ?? []), op.operationId]);
  }
  for (const [key, ids] of seen) {
    const [tag, command] = key.split(' ');
    for (const id of ids) out[id] = [tag, ids.length > 1 ? words(id).join('-') : command];
  }
  return out;
})();

/** `sextant <tag> <command>` for `operationId`. */
export const cliCommandOf = (operationId: string): string => {
  const c = CLI_COMMANDS[operationId];
  if (!c) throw new Error(`no operation ${operationId}`);
  return `sextant ${c[0]} ${c[1]}`;
};
