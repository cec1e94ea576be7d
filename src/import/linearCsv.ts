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
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pipeline, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { sectionOf } from './catalog.js';
import { ImportFileError } from './source.js';
import type { ImportRecord } from './source.js';
import {
  TASK_STATUSES,
  LIMITS,
  PREFIX,
  stableId,
  C,
  USED,
  normHeader,
  cell,
  text,
  cut,
  normName,
  DEFAULT_PRIORITY,
  UNKNOWN_LISTED,
  personName,
  slug,
  personKey,
  teamKeyOf,
  derivePrefix,
  type TaskStatus,
  type Rec,
  type Cycle,
  type Notes,
} from './linearValues.js';
import { labelsOf, cycleOf, convert, activitiesOf, type Row, type Ctx } from './linearRows.js';

export type { ImportRecord } from './source.js';
export { LIMITS, parseDay, parseInstant, pgTimestamp, stableId, TASK_STATUSES } from './linearValues.js';
export { historyOf } from './linearRows.js';

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

/** Line breaks (CRLF, LF or CR) in `s`. */
const lineBreaks = (s: string) => s.match(/\r\n|\r|\n/g)?.length ?? 0;

/**
 * The CSV's rows with the line each starts on, headers normalised (`normHeader`). `onHeader` sees the header once;
 * `onChunk` every chunk of file bytes. Throws ImportFileError for an unreadable file or malformed CSV.
 */
async function* rows(path: string, onHeader?: (cols: string[]) => void, onChunk?: (b: Buffer) => void): AsyncGenerator<Row> {
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      onChunk?.(chunk);
      cb(null, chunk);
    },
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
  pipeline(createReadStream(path), tap, parser, () => {
    /* errors surface through the parser's iterator */
  });
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
    if (!(TASK_STATUSES as readonly string[]).includes(to))
      throw new Error(`status map: "${name}" → "${to}" is not a task status (${TASK_STATUSES.join(', ')})`);
    statusMap.set(normName(name), to as TaskStatus);
  }
  const history = opts.history ?? true;

  const sha256 = createHash('sha256');
  let header: string[] | null = null;
  const ctx: Ctx = {
    cols: new Set(),
    minutesPerPoint,
    statusMap,
    people: new Map(),
    teams: new Map(),
    tags: new Map(),
    cycles: new Map(),
    issues: new Map(),
  };
  const notes: Notes = {
    unknownStatuses: new Map(),
    unknownPriorities: new Map(),
    archived: 0,
    titlesCut: 0,
    descriptionsMoved: 0,
    contentCut: 0,
    badEstimates: 0,
    badDates: new Map(),
    labelsCut: 0,
    labelNamesCut: 0,
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

  for await (const row of rows(
    path,
    (cols) => {
      header = cols;
      for (const c of cols) ctx.cols.add(c);
      if (ctx.cols.has('cancelled')) ctx.cols.add(C.canceled);
      if (!ctx.cols.has(C.title)) throw new ImportFileError(`${path} is not a Linear issue export: it has no Title column`);
      if (!ctx.cols.has(C.id) && !ctx.cols.has(C.uuid)) throw new ImportFileError(`${path} is not a Linear issue export: it has no ID or UUID column`);
    },
    (b) => sha256.update(b),
  )) {
    const { rec } = row;
    tasks++;
    const c = convert(row, ctx, notes);
    if ('refuse' in c) continue;
    // What the accepted rows share: people, team, labels, cycle; the issue's identifiers for Parent issue.
    addPerson(text(rec, C.creator));
    addPerson(text(rec, C.assignee));
    const teamKey = teamKeyOf(rec);
    if (teamKey && !teamNames.has(teamKey)) {
      teamNames.set(teamKey, '');
      teamOrder.push(teamKey);
    }
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
      warnings.push(
        `Team key "${key}" is not a valid Sextant prefix (2–4 capitals or digits, starting with a letter): the team is imported with prefix ${prefix}.`,
      );
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
      if (lastEnd && c.startsOn <= lastEnd) {
        ctx.cycles.delete(c.key);
        overlapping++;
        continue;
      }
      lastEnd = c.endsOn;
    }
  }

  const unknownParents = [...parentRefs].filter((p) => !ctx.issues.has(p)).length;
  parentRefs.clear();

  const list = (m: Map<string, number>) => [...m.entries()].map(([k, n]) => `"${k}" (${n})`).join(', ');
  if (notes.unknownStatuses.size) {
    warnings.push(
      `Unknown status names, imported as in_progress when Started is set, else todo: ${list(notes.unknownStatuses)}` +
        `${notes.unknownStatuses.size >= UNKNOWN_LISTED ? ' and more' : ''}. Map them with a status map (NAME=status).`,
    );
  }
  if (notes.unknownPriorities.size) warnings.push(`Unknown priorities, imported as ${DEFAULT_PRIORITY}: ${list(notes.unknownPriorities)}.`);
  if (notes.archived) warnings.push(`${notes.archived} archived issue(s) imported as ordinary tasks (Sextant has no archived state).`);
  if (notes.titlesCut) warnings.push(`${notes.titlesCut} title(s) longer than ${LIMITS.title} characters cut; the full title heads the description.`);
  if (notes.descriptionsMoved)
    warnings.push(
      `${notes.descriptionsMoved} description(s) longer than ${LIMITS.description} characters imported into the task's content (engineering spec).`,
    );
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
  if (byName)
    warnings.push(
      `${byName} person(s) are named without an e-mail address (an older export): they are created with a placeholder address @linear-import.invalid; set their e-mail before they sign in.`,
    );
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
