/**
 * The CLI's readable output: a list as a table of a few useful columns (its ref or id, its title or
 * name, its status or state), one object as `key: value` lines; `--json` bypasses all of this and prints the raw
 * envelope.
 */

const ID_KEYS = ['ref', 'id', 'key', 'userId', 'stepInstanceId', 'operationId', 'eventType', 'type'];
const NAME_KEYS = ['title', 'name', 'label', 'verbatim', 'email', 'body', 'summary', 'entityTitle', 'description', 'message'];
const STATUS_KEYS = ['status', 'state', 'role', 'kind', 'health', 'action'];
const EXTRA_KEYS = ['priority', 'entityType', 'createdAt', 'occurredAt', 'updatedAt'];

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** One value as table/line text: scalars as they are, the rest as compact JSON; cut to `width` with an ellipsis. */
export function cell(v: unknown, width = 60): string {
  const text = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  const one = text.replace(/\s+/g, ' ');
  return one.length > width ? `${one.slice(0, width - 1)}…` : one;
}

/** The columns shown for a list of objects: an id, a name, a status and one more when present. */
export function columnsFor(rows: Record<string, unknown>[]): string[] {
  const present = (k: string) => rows.some((r) => r && typeof r === 'object' && k in r && isScalar(r[k]));
  const pick = (keys: string[]) => keys.find(present);
  const cols = [pick(ID_KEYS), pick(NAME_KEYS), pick(STATUS_KEYS), pick(EXTRA_KEYS)].filter((k): k is string => Boolean(k));
  if (cols.length >= 2) return [...new Set(cols)];
  // Nothing familiar: the first few scalar fields.
  const keys = new Set<string>();
  for (const r of rows.slice(0, 20)) for (const [k, v] of Object.entries(r ?? {})) if (isScalar(v)) keys.add(k);
  return [...new Set([...cols, ...keys])].slice(0, 4);
}

/** Rows as an aligned text table with an upper-case header. */
export function table(rows: Record<string, unknown>[], columns = columnsFor(rows)): string {
  if (!rows.length) return '(no results)\n';
  if (!columns.length) return rows.map((r) => cell(r, 200)).join('\n') + '\n';
  const header = columns.map((c) => c.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase());
  const body = rows.map((r) => columns.map((c) => cell(r?.[c])));
  const widths = columns.map((_, i) => Math.max(header[i].length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...body.map(line)].join('\n') + '\n';
}

/** One object as `key: value` lines (nested values as compact JSON, cut to a line). */
export function keyValues(obj: Record<string, unknown>): string {
  const entries = Object.entries(obj);
  if (!entries.length) return '(empty)\n';
  const width = Math.max(...entries.map(([k]) => k.length));
  return entries.map(([k, v]) => `${`${k}:`.padEnd(width + 1)} ${cell(v, 100)}`).join('\n') + '\n';
}

/** The readable rendering of an envelope's `data` (or of a body that is no envelope). */
export function render(data: unknown): string {
  if (Array.isArray(data)) {
    if (data.every((d) => d && typeof d === 'object' && !Array.isArray(d))) return table(data as Record<string, unknown>[]);
    return data.map((d) => cell(d, 200)).join('\n') + (data.length ? '\n' : '(no results)\n');
  }
  if (data && typeof data === 'object') return keyValues(data as Record<string, unknown>);
  return data === undefined ? '' : `${cell(data, 10_000)}\n`;
}
