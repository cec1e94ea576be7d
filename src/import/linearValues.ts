/**
 * The values of a Linear issue CSV and how they map onto Sextant: the columns read, cell text, dates and
 * instants, statuses, priorities, people, teams and their prefixes, stable ids (used by linearCsv.ts).
 */
import { hash } from 'node:crypto';

/** Sextant's task statuses (openapi/schemas/tasks/Task.yaml). */
export const TASK_STATUSES = ['backlog', 'todo', 'in_progress', 'completed', 'cancelled', 'duplicate'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** API limits the imported rows respect (createTask / createTag / createTeam / createCycle / updateUser). */
export const LIMITS = { title: 300, description: 20_000, content: 200_000, tagsPerTask: 50, tagName: 100, name: 200 } as const;

/** Valid team prefix (openapi/schemas/teams/Team.yaml). */
export const PREFIX = /^[A-Z][A-Z0-9]{1,3}$/;

/**
 * The UUID v5 namespace of the Linear importer's synthesised ids: the 16 ASCII bytes `sextant/linear/1` (UUID
 * 73657874-616e-742f-6c69-6e6561722f31). ASCII, so the namespace and the key hash as one UTF-8 string.
 */
export const NAMESPACE = 'sextant/linear/1';

/**
 * A deterministic UUID for a source key (`linear:team:ENG`, `linear:user:ada@x.io`, `linear:tag:bug`,
 * `linear:task:<UUID or ID>`, `linear:cycle:ENG:3`, `linear:activity:<task key>:<n>`): RFC 4122 version 5 (SHA-1 of
 * the namespace and the key, version and variant bits set).
 */
export function stableId(key: string): string {
  const x = hash('sha1', NAMESPACE + key, 'hex');
  const variant = ((parseInt(x[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-5${x.slice(13, 16)}-${variant}${x.slice(17, 20)}-${x.slice(20, 32)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Columns and values

/** Normalised header names (lower case, single spaces) the reader uses; every other column is ignored. */
export const C = {
  id: 'id',
  uuid: 'uuid',
  team: 'team',
  title: 'title',
  description: 'description',
  status: 'status',
  estimate: 'estimate',
  priority: 'priority',
  creator: 'creator',
  assignee: 'assignee',
  labels: 'labels',
  cycleNumber: 'cycle number',
  cycleName: 'cycle name',
  cycleStart: 'cycle start',
  cycleEnd: 'cycle end',
  created: 'created',
  updated: 'updated',
  started: 'started',
  completed: 'completed',
  canceled: 'canceled',
  archived: 'archived',
  due: 'due date',
  parent: 'parent issue',
  duplicateOf: 'duplicate of',
} as const;
export const USED = new Set<string>([...Object.values(C), 'cancelled']);

export const normHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

export type Rec = Record<string, string | undefined>;

/** Linear's spreadsheet-formula guard: a `'` before a leading `+ - = @` (its own importer strips it). */
export const unquote = (s: string) => s.replace(/^'([+\-=@])/, '$1');

export const cell = (rec: Rec, col: string) => (rec[col] ?? (col === C.canceled ? rec.cancelled : undefined) ?? '').trim();
export const text = (rec: Rec, col: string) => unquote(cell(rec, col));

/** At most `n` code points (`…` as the last one when cut). */
export function cut(s: string, n: number): { value: string; cut: boolean } {
  if (s.length <= n) return { value: s, cut: false };
  const cps = Array.from(s);
  if (cps.length <= n) return { value: s, cut: false };
  return { value: cps.slice(0, n - 1).join('') + '…', cut: true };
}

export const ISO_NO_ZONE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
export const TO_STRING = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{4})\b/;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An instant from an ISO timestamp (one without a zone is UTC, never the server's zone) or a JavaScript
 * `Date.toString` value (`Tue May 14 2024 08:53:33 GMT+0000 (GMT)`); null when empty, 'invalid' when unparseable.
 */
export function parseInstant(s: string): Date | null | 'invalid' {
  if (!s) return null;
  const m = ISO_NO_ZONE.exec(s);
  const d = new Date(m ? `${m[1]}T${m[2]}Z` : s);
  return Number.isNaN(d.getTime()) ? 'invalid' : d;
}

/** The calendar day a value names (`YYYY-MM-DD`): its own date part when written, else the instant's UTC day. */
export function parseDay(s: string): string | null | 'invalid' {
  if (!s) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(s);
  if (iso) return Number.isNaN(new Date(`${iso[1]}T00:00:00Z`).getTime()) ? 'invalid' : iso[1]!;
  const ts = TO_STRING.exec(s);
  if (ts && MONTHS.includes(ts[1]!)) {
    return `${ts[3]}-${String(MONTHS.indexOf(ts[1]!) + 1).padStart(2, '0')}-${ts[2]!.padStart(2, '0')}`;
  }
  const d = parseInstant(s);
  return d === null || d === 'invalid' ? d : d.toISOString().slice(0, 10);
}

export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A timestamp as Postgres's `to_jsonb(timestamptz)` writes it in UTC (`2024-05-14T08:53:33.5+00:00`). */
export function pgTimestamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.?0+Z$/, 'Z')
    .replace(/Z$/, '+00:00');
}

/** Linear status names (normalised: lower case, `-`/`_` as spaces) → Sextant statuses (findings §5.2). */
export const STATUS_NAMES: Record<string, TaskStatus> = {
  backlog: 'backlog',
  triage: 'backlog',
  todo: 'todo',
  'to do': 'todo',
  unstarted: 'todo',
  'in progress': 'in_progress',
  'in review': 'in_progress',
  started: 'in_progress',
  done: 'completed',
  completed: 'completed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  duplicate: 'duplicate',
};
export const normName = (s: string) => s.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

export const PRIORITIES: Record<string, string | null> = {
  urgent: 'urgent',
  high: 'high',
  medium: 'medium',
  low: 'low',
  'no priority': null,
  '': null,
  '0': null,
  '1': 'urgent',
  '2': 'high',
  '3': 'medium',
  '4': 'low',
};
/** Sextant's default task priority (tasks.priority DEFAULT). */
export const DEFAULT_PRIORITY = 'medium';

// ---------------------------------------------------------------------------------------------------------------
// The shared sets (pass 1)

export interface Person {
  id: string;
  name: string;
  email: string;
  byName: boolean;
}
export interface Team {
  key: string;
  id: string;
  name: string;
  prefix: string;
}
export interface Tag {
  id: string;
  name: string;
}
export interface Cycle {
  key: string;
  id: string;
  teamKey: string;
  number: number;
  name: string;
  startsOn: string;
  endsOn: string;
}

/** Counters behind the warnings (pass 1). */
export interface Notes {
  unknownStatuses: Map<string, number>;
  unknownPriorities: Map<string, number>;
  archived: number;
  titlesCut: number;
  descriptionsMoved: number;
  contentCut: number;
  badEstimates: number;
  badDates: Map<string, number>;
  labelsCut: number;
  labelNamesCut: number;
}

export const UNKNOWN_LISTED = 20;

export function bump(m: Map<string, number>, k: string, cap = Infinity) {
  if (m.has(k) || m.size < cap) m.set(k, (m.get(k) ?? 0) + 1);
}

/** A person named by Creator/Assignee: an e-mail address (current exports) or a display name (older ones). */
export function personName(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local
    .split(/[._+\-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return cut(words.join(' ') || email, LIMITS.name).value;
}

export const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** The lookup key of a Creator/Assignee value: the lower-cased e-mail, or `name:<exact name>`. */
export const personKey = (v: string) => (v.includes('@') ? v.toLowerCase() : `name:${v}`);

/** The team key of a row: the prefix of its identifier (`ENG` of `ENG-12`), else its Team name; null for neither. */
export function teamKeyOf(rec: Rec): string | null {
  const m = /^([A-Za-z][A-Za-z0-9_]*)-\d+$/.exec(cell(rec, C.id));
  if (m) return m[1]!;
  const team = text(rec, C.team);
  return team || null;
}

/** A valid, unique team prefix for a Linear team key (findings §5.2); `taken` holds the prefixes already given. */
export function derivePrefix(key: string, taken: Set<string>): string {
  let base = key
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^[0-9]+/, '');
  if (!base) base = 'T';
  if (base.length < 2) base = base.padEnd(2, 'X');
  base = base.slice(0, 4);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = base.slice(0, Math.max(1, 4 - suffix.length)) + suffix;
    if (candidate.length <= 4 && PREFIX.test(candidate) && !taken.has(candidate)) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading
