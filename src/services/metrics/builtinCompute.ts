/**
 * The arithmetic of the built-in delivery metrics (spec 1 §2.4), pure: task timelines in, one value
 * per ISO week out. Loading the timelines from the activity log is src/services/metrics/builtins.ts.
 *
 * Weeks are ISO weeks in UTC: Monday 00:00:00.000Z up to the next Monday (excluded). A week's reading is recorded
 * at its last millisecond (Sunday 23:59:59.999Z), so it lies inside the week it describes.
 *
 * A task's timeline is rebuilt from its activity rows (the trigger on `tasks` writes `{field, from, to}` per changed
 * column): its status from `tasks.created_at` (the `created` row's `status.to`), then each change of `status`; its
 * cycle likewise from `cycle_id`. Only tasks that still exist count (a deleted task leaves its history behind, but
 * neither its category nor its cycle can be read any more).
 *
 * - task_throughput: tasks with a completion (a change of status to completed) in the week. 0 when none.
 * - lead_time: for each task completed in the week (its last completion in the week), days from its creation to that
 *   completion; the median. No reading when no task was completed.
 * - cycle_time: the same tasks, days from the first time the task entered in_progress (before that completion) to
 *   the completion; the median. Tasks never in progress are left out.
 * - time_in_status: a stay in a status group runs from the moment the status enters the group (creation in it, or a
 *   change from outside it) to the moment it leaves it (moves between statuses of the group do not end it); the
 *   median length of the stays that ended in the week. Stays still running are not counted.
 * - cycle_predictability: for each cycle whose last day falls in the week: planned = the tasks scheduled into it at
 *   some moment between its start (startsOn 00:00Z) and its end (the day after endsOn, 00:00Z), whose status at its
 *   end is not cancelled or duplicate (descoped work is not planned work, as in the planned-work summary); completed
 *   = those whose status at its end is completed. The week's value is Σ completed ÷ Σ planned over those cycles
 *   (cycles with nothing planned are skipped); no reading when no cycle with planned work ended in the week.
 *
 * Medians: the middle value of an odd count, the mean of the two middle values of an even one. Days are exact
 * (milliseconds ÷ 86,400,000), rounded to two decimals at the end; ratios to four.
 */

export const BUILTIN_IDS = ['task_throughput', 'lead_time', 'cycle_time', 'time_in_status', 'cycle_predictability'] as const;
export type BuiltinId = (typeof BUILTIN_IDS)[number];

/** Status groups for time_in_status. The terminal statuses form none: a stay in them ends only by reopening. */
export const STATUS_GROUPS = {
  backlog: ['backlog'],
  todo: ['todo'],
  not_started: ['backlog', 'todo'],
  in_progress: ['in_progress'],
} as const satisfies Record<string, readonly string[]>;
export type StatusGroup = keyof typeof STATUS_GROUPS;

export interface BuiltinParams {
  categoryId?: string;
  statusGroup?: StatusGroup;
}

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** At most this many weekly readings are backfilled. */
export const MAX_WEEKS = 52;

/** Monday 00:00Z of the ISO week holding `t`. */
export function weekStart(t: Date | number): number {
  const ms = typeof t === 'number' ? t : t.getTime();
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return day - dow * DAY_MS;
}
/** The reading time of the week starting at `start`: its last millisecond. */
export const weekEnd = (start: number) => start + WEEK_MS - 1;
/** The start of the last week that has ended by `now`. */
export const lastCompleteWeek = (now: Date | number) => weekStart(now) - WEEK_MS;

/**
 * The weeks (their starts) readings are computed for: from the week of `first` (the org's first task activity), at
 * most MAX_WEEKS back from the last complete week, up to the last complete week. Empty when `first` is null or in
 * the current week.
 */
export function backfillWeeks(first: Date | null, now: Date | number): number[] {
  if (!first) return [];
  const last = lastCompleteWeek(now);
  const from = Math.max(weekStart(first), last - (MAX_WEEKS - 1) * WEEK_MS);
  const weeks: number[] = [];
  for (let w = from; w <= last; w += WEEK_MS) weeks.push(w);
  return weeks;
}

/** One change of a task (an activity row): when, and what became of status and cycle (undefined: unchanged). */
export interface TaskEvent {
  at: number;
  created: boolean;
  status?: { from: string | null; to: string | null };
  cycle?: { from: string | null; to: string | null };
}

export interface TaskHistory {
  id: string;
  createdAt: number;
  /** Current values, used when the log holds no change of the field. */
  status: string;
  cycleId: string | null;
  /** In order (time, then sequence). */
  events: TaskEvent[];
}

/** Piecewise-constant value over time: `[at, value]` from `at` until the next segment. */
export type Segments<T> = { at: number; value: T }[];

function segments<T>(h: TaskHistory, pick: (e: TaskEvent) => { from: T | null; to: T | null } | undefined, current: T): Segments<T | null> {
  const changes = h.events.filter((e) => pick(e) !== undefined);
  const first = changes[0];
  let initial: T | null;
  let rest = changes;
  if (first?.created) {
    initial = pick(first)!.to;
    rest = changes.slice(1);
  } else {
    // No `created` row naming it: the field was null at creation, or the log starts later (then its first change says).
    initial = first ? pick(first)!.from : current;
  }
  const segs: Segments<T | null> = [{ at: h.createdAt, value: initial }];
  for (const e of rest) segs.push({ at: Math.max(e.at, h.createdAt), value: pick(e)!.to });
  return segs;
}

export const statusSegments = (h: TaskHistory) => segments<string>(h, (e) => e.status, h.status);
export const cycleSegments = (h: TaskHistory) => segments<string>(h, (e) => e.cycle, h.cycleId as string);

/** The value of `segs` just before `t` (null before the first segment). */
export function valueBefore<T>(segs: Segments<T>, t: number): T | null {
  let v: T | null = null;
  for (const s of segs) {
    if (s.at < t) v = s.value;
    else break;
  }
  return v;
}

/** Times the status changed into completed (from anything else, creation included). */
export function completions(h: TaskHistory): number[] {
  const segs = statusSegments(h);
  const out: number[] = [];
  for (let i = 0; i < segs.length; i++) {
    if (segs[i].value === 'completed' && (i === 0 || segs[i - 1].value !== 'completed')) out.push(segs[i].at);
  }
  return out;
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const round = (x: number, places: number) => {
  const f = 10 ** places;
  return Math.round((x + Number.EPSILON) * f) / f;
};
const days = (ms: number) => ms / DAY_MS;

/** The last completion of `h` in [from, to), or null. */
function completionIn(h: TaskHistory, from: number, to: number): number | null {
  const inWeek = completions(h).filter((t) => t >= from && t < to);
  return inWeek.length ? inWeek[inWeek.length - 1] : null;
}

export function throughput(tasks: TaskHistory[], week: number, to = week + WEEK_MS): number {
  return tasks.filter((h) => completionIn(h, week, to) !== null).length;
}

/** `from`/`to`: the window [from, to) of completions; a week by default, a trailing window for the current reading. */
export function leadTime(tasks: TaskHistory[], week: number, to = week + WEEK_MS): number | null {
  const values: number[] = [];
  for (const h of tasks) {
    const done = completionIn(h, week, to);
    if (done !== null) values.push(days(done - h.createdAt));
  }
  const m = median(values);
  return m === null ? null : round(m, 2);
}

export function cycleTime(tasks: TaskHistory[], week: number, to = week + WEEK_MS): number | null {
  const values: number[] = [];
  for (const h of tasks) {
    const done = completionIn(h, week, to);
    if (done === null) continue;
    const started = statusSegments(h).find((s) => s.value === 'in_progress' && s.at <= done);
    if (started) values.push(days(done - started.at));
  }
  const m = median(values);
  return m === null ? null : round(m, 2);
}

/** The stays of `h` in `group` that ended: [entered, left]. */
export function stays(h: TaskHistory, group: StatusGroup): [number, number][] {
  const members = STATUS_GROUPS[group] as readonly string[];
  const out: [number, number][] = [];
  let entered: number | null = null;
  for (const s of statusSegments(h)) {
    const inside = s.value !== null && members.includes(s.value);
    if (inside && entered === null) entered = s.at;
    else if (!inside && entered !== null) {
      out.push([entered, s.at]);
      entered = null;
    }
  }
  return out;
}

export function timeInStatus(tasks: TaskHistory[], week: number, group: StatusGroup, until = week + WEEK_MS): number | null {
  const values: number[] = [];
  for (const h of tasks) {
    for (const [from, to] of stays(h, group)) if (to >= week && to < until) values.push(days(to - from));
  }
  const m = median(values);
  return m === null ? null : round(m, 2);
}

export interface CycleWindow {
  id: string;
  startsOn: string;
  endsOn: string;
}
export const cycleStart = (c: CycleWindow) => Date.parse(`${c.startsOn}T00:00:00Z`);
export const cycleEnd = (c: CycleWindow) => Date.parse(`${c.endsOn}T00:00:00Z`) + DAY_MS;

/** Planned and completed tasks of one cycle (see the module comment). */
export function cycleOutcome(tasks: TaskHistory[], c: CycleWindow, asOf = Infinity): { planned: number; completed: number } {
  const start = cycleStart(c);
  // A cycle still running is judged as it stands at `asOf` (the current reading): planned and completed so far.
  const end = Math.min(cycleEnd(c), asOf);
  let planned = 0;
  let completed = 0;
  for (const h of tasks) {
    const segs = cycleSegments(h);
    const scheduled = segs.some((s, i) => s.value === c.id && s.at < end && (i + 1 >= segs.length || segs[i + 1].at > start));
    if (!scheduled) continue;
    const status = valueBefore(statusSegments(h), end);
    if (status === null || status === 'cancelled' || status === 'duplicate') continue;
    planned++;
    if (status === 'completed') completed++;
  }
  return { planned, completed };
}

/** Cycles whose last day lies in the week, pooled; null when none of them had planned work. */
export function predictability(tasks: TaskHistory[], cycles: CycleWindow[], week: number): number | null {
  let planned = 0;
  let completed = 0;
  for (const c of cycles) {
    const last = cycleEnd(c) - DAY_MS;
    if (last < week || last >= week + WEEK_MS) continue;
    const o = cycleOutcome(tasks, c);
    planned += o.planned;
    completed += o.completed;
  }
  return planned ? round(completed / planned, 4) : null;
}

/** The reading of one built-in for one week, or null for no reading. */
export function valueFor(id: BuiltinId, params: BuiltinParams, tasks: TaskHistory[], cycles: CycleWindow[], week: number): number | null {
  switch (id) {
    case 'task_throughput':
      return throughput(tasks, week);
    case 'lead_time':
      return leadTime(tasks, week);
    case 'cycle_time':
      return cycleTime(tasks, week);
    case 'time_in_status':
      return timeInStatus(tasks, week, params.statusGroup!);
    case 'cycle_predictability':
      return predictability(tasks, cycles, week);
  }
}

/**
 * The current (partial) reading (spec 2 §4.6 "refreshed nightly": a tracked built-in shows a value at once, not
 * only once a week is over). `now` is the reading time.
 * - task_throughput: completions in the current ISO week so far, [Monday 00:00Z, now]; 0 when none.
 * - lead_time, cycle_time, time_in_status: the same definitions over the trailing window (now - TRAILING_DAYS, now]
 *   (completions, or ended stays, in it), so a Monday morning still has a value; null when the window has none.
 * - cycle_predictability: Σ completed ÷ Σ planned over the cycles that overlap the trailing window and have started,
 *   each judged at its end or at `now` when it is still running (planned and completed so far).
 */
export const TRAILING_DAYS = 28;
export function currentWindow(id: BuiltinId, now: number): { from: number; to: number } {
  const to = now + 1;
  return { from: id === 'task_throughput' ? weekStart(now) : to - TRAILING_DAYS * DAY_MS, to };
}
export function currentValueFor(id: BuiltinId, params: BuiltinParams, tasks: TaskHistory[], cycles: CycleWindow[], now: number): number | null {
  const { from, to } = currentWindow(id, now);
  switch (id) {
    case 'task_throughput':
      return throughput(tasks, from, to);
    case 'lead_time':
      return leadTime(tasks, from, to);
    case 'cycle_time':
      return cycleTime(tasks, from, to);
    case 'time_in_status':
      return timeInStatus(tasks, from, params.statusGroup!, to);
    case 'cycle_predictability': {
      let planned = 0;
      let completed = 0;
      for (const c of cycles) {
        if (cycleStart(c) > now || cycleEnd(c) <= from) continue;
        const o = cycleOutcome(tasks, c, to);
        planned += o.planned;
        completed += o.completed;
      }
      return planned ? round(completed / planned, 4) : null;
    }
  }
}
