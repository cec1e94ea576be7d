/**
 * Linear's issue CSV as an import source ("`linear-csv` reads Linear's issue CSV export (title,
 * description, status, priority, team, assignee, labels, estimate, dates) into tasks, teams, users and tags"; spec 1
 * §2.10 "Import run"; decision 0029).
 *
 * A converter, not an importer: it turns the CSV into the same record stream a Sextant JSON export gives
 * (`{t: <table>, r: <row with database column names, without org_id>}` or `{t, refuse: {sourceId, reason}}`), and
 * the engine maps ids, numbers, batches, resumes and refuses. It never touches the database.
 *
 * - Pass 1 (`readLinearCsv`) streams the file once with csv-parse (BOM, rows shorter than the header, quoted
 *   multi-line fields; headers matched case-insensitively, any column may be missing except Title and ID or UUID),
 *   hashes its bytes for the fingerprint, and collects what the rows share: people (Creator, Assignee), teams (key =
 *   the `ENG` of `ENG-12`, name = Team), labels, cycles (per team), and the identifiers of the issues (for Parent
 *   issue). Memory is bounded by those sets and by one short string per issue, never by the rows' text.
 * - Pass 2 (`records()`) yields, in this order and deterministically (the engine resumes a run by counting records):
 *   users, teams, tags, cycles (from the pass-1 sets, in first-seen order), then one `tasks` record per row in file
 *   order (a row or a refusal), then — unless `history: false` — the tasks' synthesised `activities` (a third read
 *   of the file, rows in file order), so the built-in cycle-time and throughput metrics work for imported history.
 *   Row shapes (database columns; ids are `stableId`s, references point at them):
 *     users      {id, name, email, org_role: 'engineer'}          (engine matches lower(email))
 *     teams      {id, name, prefix}                                (engine matches prefix)
 *     tags       {id, name}                                        (engine matches lower(name))
 *     cycles     {id, team_id, number, name, starts_on, ends_on}   (dates `YYYY-MM-DD`)
 *     tasks      {id, number (the row's 1-based position in the file: the engine numbers in that order), title,
 *                 description, content, status, priority, estimate_minutes, team_id, owner_id, created_by, tag_ids,
 *                 cycle_id, parent_task_id (may name a later row), due_date, created_at?, updated_at?}
 *     activities {id, entity_type: 'task', entity_id, subject: null, subject_key: null, action, changes, actor_user_id,
 *                 created_at}
 *
 * Ids are synthesised with `stableId` (UUID v5 of a source key), so a re-import of a later CSV of the same
 * workspace maps the issues, people, teams and labels it already imported (mapping namespace `linear`).
 *
 * Mapping (findings §5.2): status from Canceled/Completed, then the status name (`statusMap` first), unknown names →
 * in_progress when Started is set, else todo; priority Urgent/High/Medium/Low, `No priority`/empty → medium;
 * estimate points × `minutesPerPoint` (60); titles over 300 characters cut (the full title heads the description);
 * descriptions over 20,000 characters go to `content` (cut at 200,000); Linear's formula quote (`'` before
 * `+ - = @`) stripped from text; Archived rows imported like any other (counted in a warning); Project, Initiatives,
 * milestones, SLA, Roadmaps, Triaged, Time in status and the relation columns are not imported (named in a warning).
 * Refused rows (empty Title, empty or unparseable Created): reason `line N: <Column> …`, never the row's content.
 */
import { createHash, hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { sectionOf } from './catalog.js';
import { ImportFileError } from './source.js';
import type { ImportRecord } from './source.js';

export type { ImportRecord } from './source.js';

/** What `readLinearCsv` gives the engine (shape of `ImportSource` in source.ts, format `linear-csv`). */
export interface LinearSource {
  format: 'linear-csv';
  /** Mapping namespace: always `linear` (the CSV does not name its workspace). */
  sourceKey: string;
  /** `sha256:<hex of the file bytes>`. */
  fingerprint: string;
  /** The run's `source` as the API shows it: `{name: <file name>, fingerprint}`. */
  source: { name: string; fingerprint: string };
  /** Rows per phase in phase order (users, teams, configuration = tags, cycles, tasks incl. refusals, history = activities). */
  plan: { phase: string; rows: number }[];
  /** One sentence each: unknown statuses, archived rows, cut titles, ignored columns, derived team prefixes, … */
  warnings: string[];
  /** A new pass over the file per call; the same file always gives the same sequence. Throws ImportFileError. */
  records(): AsyncIterable<ImportRecord>;
}

export interface LinearCsvOptions {
  /** Minutes per estimate point (default 60). */
  minutesPerPoint?: number;
  /** Linear status name (case-insensitive) → Sextant task status; wins over the built-in name rules and the dates. */
  statusMap?: Record<string, string>;
  /** Synthesise the tasks' activity history (default true). */
  history?: boolean;
}

/** Sextant's task statuses (openapi/schemas/tasks/Task.yaml). */
export const TASK_STATUSES = ['backlog', 'todo', 'in_progress', 'completed', 'cancelled', 'duplicate'] as const;
type TaskStatus = (typeof TASK_STATUSES)[number];

/** API limits the imported rows respect (createTask / createTag / createTeam / createCycle / updateUser). */
export const LIMITS = { title: 300, description: 20_000, content: 200_000, tagsPerTask: 50, tagName: 100, name: 200 } as const;

/** Valid team prefix (openapi/schemas/teams/Team.yaml). */
const PREFIX = /^[A-Z][A-Z0-9]{1,3}$/;

/**
 * The UUID v5 namespace of the Linear importer's synthesised ids: the 16 ASCII bytes `sextant/linear/1` (UUID
 * 73657874-616e-742f-6c69-6e6561722f31). ASCII, so the namespace and the key hash as one UTF-8 string.
 */
const NAMESPACE = 'sextant/linear/1';

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
const C = {
  id: 'id', uuid: 'uuid', team: 'team', title: 'title', description: 'description', status: 'status',
  estimate: 'estimate', priority: 'priority', creator: 'creator', assignee: 'assignee', labels: 'labels',
  cycleNumber: 'cycle number', cycleName: 'cycle name', cycleStart: 'cycle start', cycleEnd: 'cycle end',
  created: 'created', updated: 'updated', started: 'started', completed: 'completed', canceled: 'canceled',
  archived: 'archived', due: 'due date', parent: 'parent issue', duplicateOf: 'duplicate of',
} as const;
const USED = new Set<string>([...Object.values(C), 'cancelled']);

const normHeader = (h: string) => h.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');

type Rec = Record<string, string | undefined>;

/** Linear's spreadsheet-formula guard: a `'` before a leading `+ - = @` (its own importer strips it). */
const unquote = (s: string) => s.replace(/^'([+\-=@])/, '$1');

const cell = (rec: Rec, col: string) => (rec[col] ?? (col === C.canceled ? rec.cancelled : undefined) ?? '').trim();
const text = (rec: Rec, col: string) => unquote(cell(rec, col));

/** At most `n` code points (`…` as the last one when cut). */
function cut(s: string, n: number): { value: string; cut: boolean } {
  if (s.length <= n) return { value: s, cut: false };
  const cps = Array.from(s);
  if (cps.length <= n) return { value: s, cut: false };
  return { value: cps.slice(0, n - 1).join('') + '…', cut: true };
}

const ISO_NO_ZONE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;
const TO_STRING = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{4})\b/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

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

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A timestamp as Postgres's `to_jsonb(timestamptz)` writes it in UTC (`2024-05-14T08:53:33.5+00:00`). */
export function pgTimestamp(d: Date): string {
  return d.toISOString().replace(/\.?0+Z$/, 'Z').replace(/Z$/, '+00:00');
}

/** Linear status names (normalised: lower case, `-`/`_` as spaces) → Sextant statuses (findings §5.2). */
const STATUS_NAMES: Record<string, TaskStatus> = {
  backlog: 'backlog', triage: 'backlog',
  todo: 'todo', 'to do': 'todo', unstarted: 'todo',
  'in progress': 'in_progress', 'in review': 'in_progress', started: 'in_progress',
  done: 'completed', completed: 'completed',
  canceled: 'cancelled', cancelled: 'cancelled',
  duplicate: 'duplicate',
};
const normName = (s: string) => s.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();

const PRIORITIES: Record<string, string | null> = {
  urgent: 'urgent', high: 'high', medium: 'medium', low: 'low', 'no priority': null, '': null,
  '0': null, '1': 'urgent', '2': 'high', '3': 'medium', '4': 'low',
};
/** Sextant's default task priority (tasks.priority DEFAULT). */
const DEFAULT_PRIORITY = 'medium';

// ---------------------------------------------------------------------------------------------------------------
// The shared sets (pass 1)

interface Person { id: string; name: string; email: string; byName: boolean }
interface Team { key: string; id: string; name: string; prefix: string }
interface Tag { id: string; name: string }
interface Cycle { key: string; id: string; teamKey: string; number: number; name: string; startsOn: string; endsOn: string }

/** Counters behind the warnings (pass 1). */
interface Notes {
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

const UNKNOWN_LISTED = 20;

function bump(m: Map<string, number>, k: string, cap = Infinity) {
  if (m.has(k) || m.size < cap) m.set(k, (m.get(k) ?? 0) + 1);
}

/** A person named by Creator/Assignee: an e-mail address (current exports) or a display name (older ones). */
function personName(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+\-]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1));
  return cut(words.join(' ') || email, LIMITS.name).value;
}

const slug = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);

/** The lookup key of a Creator/Assignee value: the lower-cased e-mail, or `name:<exact name>`. */
const personKey = (v: string) => (v.includes('@') ? v.toLowerCase() : `name:${v}`);

/** The team key of a row: the prefix of its identifier (`ENG` of `ENG-12`), else its Team name; null for neither. */
function teamKeyOf(rec: Rec): string | null {
  const m = /^([A-Za-z][A-Za-z0-9_]*)-\d+$/.exec(cell(rec, C.id));
  if (m) return m[1]!;
  const team = text(rec, C.team);
  return team || null;
}

/** A valid, unique team prefix for a Linear team key (findings §5.2); `taken` holds the prefixes already given. */
function derivePrefix(key: string, taken: Set<string>): string {
  let base = key.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^[0-9]+/, '');
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

/** A CSV row, the line it starts on, and its position among the file's rows (1-based). */
interface Row { rec: Rec; line: number; index: number }

/** Line breaks (CRLF, LF or CR) in `s`. */
const lineBreaks = (s: string) => s.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The CSV's rows with the line each starts on, headers normalised (`normHeader`). `onHeader` sees the header once;
 * `onChunk` every chunk of file bytes. Throws ImportFileError for an unreadable file or malformed CSV.
 */
async function* rows(path: string, onHeader?: (cols: string[]) => void, onChunk?: (b: Buffer) => void): AsyncGenerator<Row> {
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) { onChunk?.(chunk); cb(null, chunk); },
  });
  const parser = parse({
    columns: (header: string[]) => {
      const cols = header.map(normHeader);
      onHeader?.(cols);
      return cols;
    },
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    raw: true,
  });
  pipeline(createReadStream(path), tap, parser, () => { /* errors surface through the parser's iterator */ });
  // Line numbers are counted from each record's raw text (csv-parse's `info.lines` counts a quoted CRLF twice): the
  // header is line 1; a record's raw text starts with the empty lines skipped before it.
  let next = 2;
  let index = 0;
  try {
    for await (const { record, raw } of parser as AsyncIterable<{ record: Rec; raw: string }>) {
      const line = next + lineBreaks(/^[\r\n]*/.exec(raw)![0]);
      next += lineBreaks(raw);
      yield { rec: record, line, index: ++index };
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT' || e.code === 'EACCES' || e.code === 'EISDIR') throw new ImportFileError(`${path} cannot be read (${e.code})`);
    throw new ImportFileError(`${path} is not a readable CSV: ${e.message}`);
  } finally {
    parser.destroy();
  }
}

/** A task row converted, or why it is refused. */
type Converted =
  | { refuse: string; sourceId: string | null }
  | { sourceId: string; row: Record<string, unknown>; history: Step[] };

interface Step { at: Date; action: 'created' | 'updated'; from: TaskStatus | null; to: TaskStatus }

interface Ctx {
  cols: Set<string>;
  minutesPerPoint: number;
  statusMap: Map<string, TaskStatus>;
  people: Map<string, Person>;
  teams: Map<string, Team>;
  tags: Map<string, Tag>;
  cycles: Map<string, Cycle>;
  /** Identifier or UUID → the task's source key (pass 2; accepted rows only). */
  issues: Map<string, string>;
}

/** The source key of a row (`UUID` of 34-column exports, else `ID`), or null. */
const sourceIdOf = (rec: Rec) => cell(rec, C.uuid) || cell(rec, C.id) || null;

/** The Sextant status of a row (findings §5.2); counts unknown names in `notes`. */
function statusOf(rec: Rec, ctx: Ctx, notes?: Notes): TaskStatus {
  const name = text(rec, C.status);
  const n = normName(name);
  const mapped = ctx.statusMap.get(n);
  if (mapped) return mapped;
  const set = (col: string) => cell(rec, col) !== '';
  if (set(C.canceled)) return n === 'duplicate' || set(C.duplicateOf) ? 'duplicate' : 'cancelled';
  if (set(C.completed)) return 'completed';
  const byName = STATUS_NAMES[n];
  if (byName) return byName;
  if (notes) bump(notes.unknownStatuses, name || '(empty)', UNKNOWN_LISTED);
  return set(C.started) ? 'in_progress' : 'todo';
}

/** Labels of a row, de-duplicated by lower-cased name, each cut to the tag name limit. */
function labelsOf(rec: Rec, notes?: Notes): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text(rec, C.labels).split(', ')) {
    const v = unquote(raw.trim());
    if (!v) continue;
    const c = cut(v, LIMITS.tagName);
    if (c.cut && notes) notes.labelNamesCut++;
    const k = c.value.toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(c.value);
  }
  return out;
}

/** The cycle a row names, if its columns are complete and consistent (`ends_on` = the day before the end instant). */
function cycleOf(rec: Rec, teamKey: string | null): Cycle | null | 'invalid' {
  const numText = cell(rec, C.cycleNumber);
  if (!numText) return null;
  const number = Number(numText);
  const start = parseDay(cell(rec, C.cycleStart));
  const end = parseDay(cell(rec, C.cycleEnd));
  if (!teamKey || !Number.isInteger(number) || number < 1 || typeof start !== 'string' || typeof end !== 'string') return 'invalid';
  // Linear's cycle end is the instant the next cycle starts: the last day of the cycle is the day before.
  const endsOn = end > start ? addDays(end, -1) : end;
  if (endsOn < start) return 'invalid';
  const key = `${teamKey}:${number}`;
  const name = cut(text(rec, C.cycleName) || `Cycle ${number}`, LIMITS.name).value;
  return { key, id: stableId(`linear:cycle:${key}`), teamKey, number, name, startsOn: start, endsOn };
}

/**
 * One row → a `tasks` row (database column names) and its status history, or a refusal. `notes` is given in pass 1
 * only (the warnings are counted once); parent and cycle references are resolved in pass 2 (`ctx.issues`, `ctx.cycles`).
 */
function convert(row: Row, ctx: Ctx, notes?: Notes): Converted {
  const { rec, line } = row;
  const sourceId = sourceIdOf(rec);
  if (!sourceId) return { refuse: `line ${line}: ID is empty`, sourceId: null };
  const rawTitle = text(rec, C.title).replace(/\s+/g, ' ');
  if (!rawTitle) return { refuse: `line ${line}: Title is empty`, sourceId };
  let createdAt: Date | null = null;
  if (ctx.cols.has(C.created)) {
    const c = parseInstant(cell(rec, C.created));
    if (c === null) return { refuse: `line ${line}: Created is empty`, sourceId };
    if (c === 'invalid') return { refuse: `line ${line}: Created is not a date`, sourceId };
    createdAt = c;
  }
  const date = (col: string): Date | null => {
    const d = parseInstant(cell(rec, col));
    if (d === 'invalid') { if (notes) bump(notes.badDates, col); return null; }
    return d;
  };

  // Title and description (findings §5.2).
  const title = cut(rawTitle, LIMITS.title);
  if (title.cut && notes) notes.titlesCut++;
  const body = unquote(rec[C.description] ?? '').replace(/\r\n?/g, '\n').trimEnd();
  const head = title.cut ? rawTitle : '';
  let description = head && body ? `${head}\n\n${body}` : head || body;
  // The Linear identifier stays findable (search, old links): refs are re-numbered in the target org.
  const identifier = text(rec, C.id);
  const origin = identifier ? `Imported from Linear ${identifier}.` : '';
  if (origin) description = description ? `${description}\n\n${origin}` : origin;
  let content = '';
  if (description.length > LIMITS.description) {
    if (notes) notes.descriptionsMoved++;
    description = [head, origin].filter(Boolean).join('\n\n');
    content = body;
    if (content.length > LIMITS.content) {
      if (notes) notes.contentCut++;
      content = cut(content, LIMITS.content).value;
    }
  }

  const status = statusOf(rec, ctx, notes);
  const prioText = text(rec, C.priority).toLowerCase();
  let priority = PRIORITIES[prioText];
  if (priority === undefined) {
    if (notes) bump(notes.unknownPriorities, text(rec, C.priority), UNKNOWN_LISTED);
    priority = null;
  }

  let estimate: number | null = null;
  const est = cell(rec, C.estimate);
  if (est) {
    const points = Number(est);
    if (Number.isFinite(points) && points >= 0) estimate = Math.round(points * ctx.minutesPerPoint);
    else if (notes) notes.badEstimates++;
  }

  const teamKey = teamKeyOf(rec);
  const team = teamKey ? ctx.teams.get(teamKey) : undefined;
  const person = (col: string) => {
    const v = text(rec, col);
    return v ? ctx.people.get(personKey(v))?.id ?? null : null;
  };
  let labels = labelsOf(rec, notes);
  if (labels.length > LIMITS.tagsPerTask) {
    if (notes) notes.labelsCut++;
    labels = labels.slice(0, LIMITS.tagsPerTask);
  }
  const cycle = cycleOf(rec, teamKey);
  const cycleId = cycle && cycle !== 'invalid' && ctx.cycles.has(cycle.key) ? cycle.id : null;
  const parentRef = text(rec, C.parent);
  const parentKey = parentRef ? ctx.issues.get(parentRef) : undefined;
  const due = parseDay(cell(rec, C.due));
  if (due === 'invalid' && notes) bump(notes.badDates, C.due);
  if (notes && cell(rec, C.archived)) notes.archived++;

  const updated = date(C.updated);
  const taskId = stableId(`linear:task:${sourceId}`);
  const r: Record<string, unknown> = {
    id: taskId,
    number: row.index,
    title: title.value,
    description,
    content,
    status,
    priority: priority ?? DEFAULT_PRIORITY,
    estimate_minutes: estimate,
    team_id: team?.id ?? null,
    owner_id: person(C.assignee),
    created_by: person(C.creator),
    tag_ids: labels.map((l) => { const k = l.toLowerCase(); return ctx.tags.get(k)?.id ?? stableId(`linear:tag:${k}`); }),
    cycle_id: cycleId,
    parent_task_id: parentKey && parentKey !== sourceId ? stableId(`linear:task:${parentKey}`) : null,
    due_date: typeof due === 'string' ? `${due}T00:00:00.000Z` : null,
  };
  if (createdAt) {
    r.created_at = createdAt.toISOString();
    r.updated_at = (updated && updated >= createdAt ? updated : createdAt).toISOString();
  }
  const history = createdAt ? historyOf(status, createdAt, date(C.started), date(C.completed), date(C.canceled), updated) : [];
  return { sourceId, row: r, history };
}

/**
 * The status history of a task (findings §5.2 "recommended extra"): created, then `updated` steps at Started
 * (→ in_progress) and Completed/Canceled (→ the final status). Open tasks never started are created in their
 * status; a task whose closing date is missing closes at Updated, or is created closed when neither is known.
 * Instants never go backwards.
 */
export function historyOf(
  status: TaskStatus, created: Date, started: Date | null, completed: Date | null, canceled: Date | null, updated: Date | null,
): Step[] {
  const steps: { at: Date; to: TaskStatus }[] = [];
  if (status === 'in_progress' && started) steps.push({ at: started, to: 'in_progress' });
  if (status === 'completed' || status === 'cancelled' || status === 'duplicate') {
    const closed = (status === 'completed' ? completed : canceled) ?? updated;
    if (closed) {
      if (started) steps.push({ at: started, to: 'in_progress' });
      steps.push({ at: closed, to: status });
    }
  }
  const out: Step[] = [{ at: created, action: 'created', from: null, to: steps.length ? 'todo' : status }];
  for (const s of steps) {
    const prev = out[out.length - 1]!;
    out.push({ at: s.at < prev.at ? prev.at : s.at, action: 'updated', from: prev.to, to: s.to });
  }
  return out;
}

/** Task columns left out of an activity's `changes` by sextant_record_activity (event_subjects migration). */
const IGNORED_IN_CHANGES = new Set(['id', 'org_id', 'created_at', 'updated_at', 'vision_path', 'search_doc', 'number']);

/** jsonb key order (shorter keys first, then bytewise): the order sextant_record_activity lists the changes in. */
const jsonbKeyOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `activities` rows of a task, shaped as sextant_record_activity writes them for a task (entity_type task,
 * subject null): `created` lists every non-null column of the inserted row as `{field, from: null, to}` (status as
 * first recorded), each later step is `updated` with `[{field: 'status', from, to}]`. Actor: the creator for
 * `created`, null after (the CSV does not say who moved it).
 */
function activitiesOf(sourceId: string, row: Record<string, unknown>, history: Step[]): Record<string, unknown>[] {
  return history.map((s, i) => {
    let changes: { field: string; from: unknown; to: unknown }[];
    if (s.action === 'created') {
      const inserted: Record<string, unknown> = { ...row, status: s.to, subtask_mode: 'standalone' };
      changes = Object.keys(inserted).filter((k) => !IGNORED_IN_CHANGES.has(k) && inserted[k] !== null && inserted[k] !== undefined)
        .sort(jsonbKeyOrder)
        .map((k) => ({ field: k, from: null, to: k === 'due_date' ? pgTimestamp(new Date(inserted[k] as string)) : inserted[k] }));
    } else {
      changes = [{ field: 'status', from: s.from, to: s.to }];
    }
    return {
      id: stableId(`linear:activity:${sourceId}:${i}`),
      entity_type: 'task',
      entity_id: row.id,
      subject: null,
      subject_key: null,
      action: s.action,
      changes,
      actor_user_id: s.action === 'created' ? row.created_by ?? null : null,
      created_at: s.at.toISOString(),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The source

/** The engine's phase of a table (src/import/catalog.ts), so the plan lines up with the run's per-phase counts. */
const phaseOf = (table: string) => sectionOf(table)?.phase ?? table;

/**
 * Reads a Linear issue CSV (pass 1, see the module comment) and returns the source the import engine runs.
 * Throws ImportFileError when the file cannot be read, is not CSV, has no Title column or neither ID nor UUID,
 * and a plain Error for invalid options (`minutesPerPoint` not a positive number, a `statusMap` value that is not a
 * task status).
 */
export async function readLinearCsv(path: string, opts: LinearCsvOptions = {}): Promise<LinearSource> {
  const minutesPerPoint = opts.minutesPerPoint ?? 60;
  if (!Number.isFinite(minutesPerPoint) || minutesPerPoint <= 0) throw new Error(`minutesPerPoint must be a positive number, not ${minutesPerPoint}`);
  const statusMap = new Map<string, TaskStatus>();
  for (const [name, to] of Object.entries(opts.statusMap ?? {})) {
    if (!(TASK_STATUSES as readonly string[]).includes(to)) throw new Error(`status map: "${name}" → "${to}" is not a task status (${TASK_STATUSES.join(', ')})`);
    statusMap.set(normName(name), to as TaskStatus);
  }
  const history = opts.history ?? true;

  const sha256 = createHash('sha256');
  let header: string[] | null = null;
  const ctx: Ctx = {
    cols: new Set(), minutesPerPoint, statusMap,
    people: new Map(), teams: new Map(), tags: new Map(), cycles: new Map(), issues: new Map(),
  };
  const notes: Notes = {
    unknownStatuses: new Map(), unknownPriorities: new Map(), archived: 0, titlesCut: 0, descriptionsMoved: 0,
    contentCut: 0, badEstimates: 0, badDates: new Map(), labelsCut: 0, labelNamesCut: 0,
  };
  const teamNames = new Map<string, string>();
  const teamOrder: string[] = [];
  const parentRefs = new Set<string>();
  let duplicateIds = 0;
  let tasks = 0;
  let activities = 0;
  let badCycles = 0;
  const emailUsed = new Set<string>();

  const addPerson = (v: string) => {
    if (!v) return;
    const key = personKey(v);
    if (ctx.people.has(key)) return;
    let email: string;
    let byName = false;
    if (v.includes('@')) email = v;
    else {
      byName = true;
      const base = slug(v) || 'user';
      email = `${base}@linear-import.invalid`;
      for (let n = 2; emailUsed.has(email.toLowerCase()); n++) email = `${base}-${n}@linear-import.invalid`;
    }
    emailUsed.add(email.toLowerCase());
    ctx.people.set(key, { id: stableId(`linear:user:${email.toLowerCase()}`), name: byName ? cut(v, LIMITS.name).value : personName(v), email, byName });
  };

  for await (const row of rows(path, (cols) => {
    header = cols;
    for (const c of cols) ctx.cols.add(c);
    if (ctx.cols.has('cancelled')) ctx.cols.add(C.canceled);
    if (!ctx.cols.has(C.title)) throw new ImportFileError(`${path} is not a Linear issue export: it has no Title column`);
    if (!ctx.cols.has(C.id) && !ctx.cols.has(C.uuid)) throw new ImportFileError(`${path} is not a Linear issue export: it has no ID or UUID column`);
  }, (b) => sha256.update(b))) {
    const { rec } = row;
    tasks++;
    const c = convert(row, ctx, notes);
    if ('refuse' in c) continue;
    // What the accepted rows share: people, team, labels, cycle; the issue's identifiers for Parent issue.
    addPerson(text(rec, C.creator));
    addPerson(text(rec, C.assignee));
    const teamKey = teamKeyOf(rec);
    if (teamKey && !teamNames.has(teamKey)) { teamNames.set(teamKey, ''); teamOrder.push(teamKey); }
    if (teamKey && !teamNames.get(teamKey)) teamNames.set(teamKey, text(rec, C.team));
    const cycle = cycleOf(rec, teamKey);
    if (cycle === 'invalid') badCycles++;
    else if (cycle && !ctx.cycles.has(cycle.key)) ctx.cycles.set(cycle.key, cycle);
    for (const l of labelsOf(rec).slice(0, LIMITS.tagsPerTask)) {
      const k = l.toLowerCase();
      if (!ctx.tags.has(k)) ctx.tags.set(k, { id: stableId(`linear:tag:${k}`), name: l });
    }
    const id = cell(rec, C.id);
    const uuid = cell(rec, C.uuid);
    if (ctx.issues.has(uuid || id)) duplicateIds++;
    if (id) ctx.issues.set(id, c.sourceId);
    if (uuid) ctx.issues.set(uuid, c.sourceId);
    const parent = text(rec, C.parent);
    if (parent) parentRefs.add(parent);
    activities += c.history.length;
  }
  if (!header) throw new ImportFileError(`${path} is empty: a Linear issue export starts with its header row`);

  const warnings: string[] = [];

  // Teams: Linear keys that are valid prefixes keep them; the others get a derived unique one.
  const taken = new Set<string>();
  for (const key of teamOrder) if (PREFIX.test(key)) taken.add(key);
  for (const key of teamOrder) {
    let prefix = key;
    if (!PREFIX.test(key)) {
      prefix = derivePrefix(key, taken);
      taken.add(prefix);
      warnings.push(`Team key "${key}" is not a valid Sextant prefix (2–4 capitals or digits, starting with a letter): the team is imported with prefix ${prefix}.`);
    }
    const name = cut(teamNames.get(key) || key, LIMITS.name).value;
    ctx.teams.set(key, { key, id: stableId(`linear:team:${key}`), name, prefix });
  }

  // Cycles: per team by start; one overlapping an earlier one (cycles_no_overlap) is left out.
  const byTeam = new Map<string, Cycle[]>();
  for (const c of ctx.cycles.values()) byTeam.set(c.teamKey, [...(byTeam.get(c.teamKey) ?? []), c]);
  let overlapping = 0;
  for (const list of byTeam.values()) {
    list.sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.number - b.number));
    let lastEnd = '';
    for (const c of list) {
      if (lastEnd && c.startsOn <= lastEnd) { ctx.cycles.delete(c.key); overlapping++; continue; }
      lastEnd = c.endsOn;
    }
  }

  const unknownParents = [...parentRefs].filter((p) => !ctx.issues.has(p)).length;
  parentRefs.clear();

  const list = (m: Map<string, number>) => [...m.entries()].map(([k, n]) => `"${k}" (${n})`).join(', ');
  if (notes.unknownStatuses.size) {
    warnings.push(`Unknown status names, imported as in_progress when Started is set, else todo: ${list(notes.unknownStatuses)}` +
      `${notes.unknownStatuses.size >= UNKNOWN_LISTED ? ' and more' : ''}. Map them with a status map (NAME=status).`);
  }
  if (notes.unknownPriorities.size) warnings.push(`Unknown priorities, imported as ${DEFAULT_PRIORITY}: ${list(notes.unknownPriorities)}.`);
  if (notes.archived) warnings.push(`${notes.archived} archived issue(s) imported as ordinary tasks (Sextant has no archived state).`);
  if (notes.titlesCut) warnings.push(`${notes.titlesCut} title(s) longer than ${LIMITS.title} characters cut; the full title heads the description.`);
  if (notes.descriptionsMoved) warnings.push(`${notes.descriptionsMoved} description(s) longer than ${LIMITS.description} characters imported into the task's content (engineering spec).`);
  if (notes.contentCut) warnings.push(`${notes.contentCut} description(s) longer than ${LIMITS.content} characters cut.`);
  if (notes.badEstimates) warnings.push(`${notes.badEstimates} estimate(s) that are not a number of points left empty.`);
  for (const [col, n] of notes.badDates) warnings.push(`${n} value(s) of column "${col}" are not dates and were left empty.`);
  if (notes.labelsCut) warnings.push(`${notes.labelsCut} issue(s) with more than ${LIMITS.tagsPerTask} labels keep the first ${LIMITS.tagsPerTask}.`);
  if (notes.labelNamesCut) warnings.push(`${notes.labelNamesCut} label name(s) longer than ${LIMITS.tagName} characters cut.`);
  if (unknownParents) warnings.push(`${unknownParents} parent issue(s) are not in the file (or were refused): their subtasks are imported without a parent.`);
  if (badCycles) warnings.push(`${badCycles} row(s) name a cycle without a team, a number or valid start and end dates: they are imported without a cycle.`);
  if (overlapping) warnings.push(`${overlapping} cycle(s) overlap an earlier cycle of their team and are left out; their tasks are imported without a cycle.`);
  if (duplicateIds) warnings.push(`${duplicateIds} row(s) repeat the ID or UUID of an earlier row: they map to the same task, which is imported once.`);
  const byName = [...ctx.people.values()].filter((p) => p.byName).length;
  if (byName) warnings.push(`${byName} person(s) are named without an e-mail address (an older export): they are created with a placeholder address @linear-import.invalid; set their e-mail before they sign in.`);
  if (!ctx.cols.has(C.created)) warnings.push('The file has no Created column: tasks get the import time as their creation time and no history.');
  const ignored = (header as string[]).filter((c) => c && !USED.has(c));
  if (ignored.length) warnings.push(`Columns not imported: ${ignored.join(', ')}.`);

  const fingerprint = `sha256:${sha256.digest('hex')}`;
  const before = await stat(path);
  const users = [...ctx.people.values()];
  const teams = [...ctx.teams.values()];
  const tags = [...ctx.tags.values()];
  const cycles = [...ctx.cycles.values()];
  const plan = [
    { phase: phaseOf('users'), rows: users.length },
    { phase: phaseOf('teams'), rows: teams.length },
    { phase: phaseOf('tags'), rows: tags.length },
    { phase: phaseOf('cycles'), rows: cycles.length },
    { phase: phaseOf('tasks'), rows: tasks },
    ...(history ? [{ phase: phaseOf('activities'), rows: activities }] : []),
  ];

  return {
    format: 'linear-csv',
    sourceKey: 'linear',
    fingerprint,
    source: { name: basename(path), fingerprint },
    plan,
    warnings,
    async *records(): AsyncGenerator<ImportRecord> {
      const now = await stat(path).catch(() => null);
      if (!now || now.size !== before.size || now.mtimeMs !== before.mtimeMs) {
        throw new ImportFileError(`${path} changed since it was read: start the import again`);
      }
      for (const u of users) yield { t: 'users', r: { id: u.id, name: u.name, email: u.email, org_role: 'engineer' } };
      for (const t of teams) yield { t: 'teams', r: { id: t.id, name: t.name, prefix: t.prefix } };
      for (const t of tags) yield { t: 'tags', r: { id: t.id, name: t.name } };
      for (const c of cycles) {
        yield {
          t: 'cycles',
          r: { id: c.id, team_id: ctx.teams.get(c.teamKey)!.id, number: c.number, name: c.name, starts_on: c.startsOn, ends_on: c.endsOn },
        };
      }
      for await (const row of rows(path)) {
        const c = convert(row, ctx);
        if ('refuse' in c) yield { t: 'tasks', refuse: { sourceId: c.sourceId, reason: c.refuse } };
        else yield { t: 'tasks', r: c.row };
      }
      if (!history) return;
      for await (const row of rows(path)) {
        const c = convert(row, ctx);
        if ('refuse' in c) continue;
        for (const a of activitiesOf(c.sourceId, c.row, c.history)) yield { t: 'activities', r: a };
      }
    },
  };
}
