/**
 * One Linear CSV row as Sextant rows: the task with its status, labels, cycle and people (`convert`), and its
 * status history as activity rows (`historyOf`, `activitiesOf`), for readLinearCsv in linearCsv.ts.
 */
import {
  LIMITS,
  stableId,
  C,
  unquote,
  cell,
  text,
  cut,
  parseInstant,
  parseDay,
  addDays,
  pgTimestamp,
  STATUS_NAMES,
  normName,
  PRIORITIES,
  DEFAULT_PRIORITY,
  UNKNOWN_LISTED,
  bump,
  personKey,
  teamKeyOf,
  type TaskStatus,
  type Rec,
  type Person,
  type Team,
  type Tag,
  type Cycle,
  type Notes,
} from './linearValues.js';

/** A CSV row, the line it starts on, and its position among the file's rows (1-based). */
export interface Row {
  rec: Rec;
  line: number;
  index: number;
}

/** A task row converted, or why it is refused. */
export type Converted = { refuse: string; sourceId: string | null } | { sourceId: string; row: Record<string, unknown>; history: Step[] };

export interface Step {
  at: Date;
  action: 'created' | 'updated';
  from: TaskStatus | null;
  to: TaskStatus;
}

export interface Ctx {
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
export const sourceIdOf = (rec: Rec) => cell(rec, C.uuid) || cell(rec, C.id) || null;

/** The Sextant status of a row (findings §5.2); counts unknown names in `notes`. */
export function statusOf(rec: Rec, ctx: Ctx, notes?: Notes): TaskStatus {
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
export function labelsOf(rec: Rec, notes?: Notes): string[] {
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
export function cycleOf(rec: Rec, teamKey: string | null): Cycle | null | 'invalid' {
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
export function convert(row: Row, ctx: Ctx, notes?: Notes): Converted {
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
    if (d === 'invalid') {
      if (notes) bump(notes.badDates, col);
      return null;
    }
    return d;
  };

  // Title and description (findings §5.2).
  const title = cut(rawTitle, LIMITS.title);
  if (title.cut && notes) notes.titlesCut++;
  const body = unquote(rec[C.description] ?? '')
    .replace(/\r\n?/g, '\n')
    .trimEnd();
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
    return v ? (ctx.people.get(personKey(v))?.id ?? null) : null;
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
    tag_ids: labels.map((l) => {
      const k = l.toLowerCase();
      return ctx.tags.get(k)?.id ?? stableId(`linear:tag:${k}`);
    }),
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
  status: TaskStatus,
  created: Date,
  started: Date | null,
  completed: Date | null,
  canceled: Date | null,
  updated: Date | null,
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
export const IGNORED_IN_CHANGES = new Set(['id', 'org_id', 'created_at', 'updated_at', 'vision_path', 'search_doc', 'number']);

/** jsonb key order (shorter keys first, then bytewise): the order sextant_record_activity lists the changes in. */
export const jsonbKeyOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `activities` rows of a task, shaped as sextant_record_activity writes them for a task (entity_type task,
 * subject null): `created` lists every non-null column of the inserted row as `{field, from: null, to}` (status as
 * first recorded), each later step is `updated` with `[{field: 'status', from, to}]`. Actor: the creator for
 * `created`, null after (the CSV does not say who moved it).
 */
export function activitiesOf(sourceId: string, row: Record<string, unknown>, history: Step[]): Record<string, unknown>[] {
  return history.map((s, i) => {
    let changes: { field: string; from: unknown; to: unknown }[];
    if (s.action === 'created') {
      const inserted: Record<string, unknown> = { ...row, status: s.to, subtask_mode: 'standalone' };
      changes = Object.keys(inserted)
        .filter((k) => !IGNORED_IN_CHANGES.has(k) && inserted[k] !== null && inserted[k] !== undefined)
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
      actor_user_id: s.action === 'created' ? (row.created_by ?? null) : null,
      created_at: s.at.toISOString(),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The source
