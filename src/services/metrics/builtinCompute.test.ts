import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  backfillWeeks,
  BUILTIN_IDS,
  completions,
  currentValueFor,
  TRAILING_DAYS,
  cycleOutcome,
  cycleTime,
  DAY_MS,
  lastCompleteWeek,
  leadTime,
  median,
  predictability,
  stays,
  throughput,
  timeInStatus,
  weekEnd,
  weekStart,
  WEEK_MS,
  type TaskEvent,
  type TaskHistory,
} from './builtinCompute.js';

/** Monday 2026-11-02 00:00Z; days below count from it. */
const W = Date.parse('2026-11-02T00:00:00Z');
const d = (day: number) => W + day * DAY_MS;
const task = (
  id: string,
  created: number,
  moves: [number, string][],
  cycles: [number, string | null][] = [],
  initialCycle: string | null = null,
): TaskHistory => {
  const events: TaskEvent[] = [
    { at: created, created: true, status: { from: null, to: 'backlog' }, ...(initialCycle ? { cycle: { from: null, to: initialCycle } } : {}) },
  ];
  let status = 'backlog';
  let cycle = initialCycle;
  const all = [...moves.map(([at, to]) => ({ at, to, kind: 's' as const })), ...cycles.map(([at, to]) => ({ at, to, kind: 'c' as const }))].sort(
    (a, b) => a.at - b.at,
  );
  for (const m of all) {
    if (m.kind === 's') {
      events.push({ at: m.at, created: false, status: { from: status, to: m.to! } });
      status = m.to!;
    } else {
      events.push({ at: m.at, created: false, cycle: { from: cycle, to: m.to } });
      cycle = m.to;
    }
  }
  return { id, createdAt: created, status, cycleId: cycle, events };
};

describe('weeks (ISO, UTC)', () => {
  it('starts on Monday 00:00Z and records at the last millisecond of Sunday', () => {
    expect(new Date(weekStart(new Date('2026-11-25T13:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(new Date('2026-11-29T23:59:59.999Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(new Date('2026-11-30T00:00:00Z'))).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(new Date(weekEnd(W)).toISOString()).toBe('2026-11-08T23:59:59.999Z');
    expect(new Date(lastCompleteWeek(new Date('2026-11-25T03:00:00Z'))).toISOString()).toBe('2026-11-16T00:00:00.000Z');
  });

  it('backfills from the first activity, at most 52 weeks, up to the last complete week', () => {
    const now = new Date('2026-11-25T03:00:00Z');
    expect(backfillWeeks(null, now)).toEqual([]);
    expect(backfillWeeks(new Date('2026-11-24T00:00:00Z'), now)).toEqual([]); // only the current week
    expect(backfillWeeks(new Date('2026-11-04T10:00:00Z'), now).map((w) => new Date(w).toISOString().slice(0, 10))).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    const long = backfillWeeks(new Date('2024-01-01T00:00:00Z'), now);
    expect(long).toHaveLength(52);
    expect(long[51]).toBe(lastCompleteWeek(now));
    expect(long[0]).toBe(lastCompleteWeek(now) - 51 * WEEK_MS);
  });
});

describe('median', () => {
  it('middle of an odd count, mean of the two middles of an even one', () => {
    expect(median([])).toBeNull();
    expect(median([3])).toBe(3);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 1, 4.5, 7.5])).toBe(6);
  });
});

describe('timelines', () => {
  const t = task('t', d(0.5), [
    [d(1.5), 'todo'],
    [d(2.5), 'in_progress'],
    [d(3.5), 'todo'],
    [d(5.5), 'in_progress'],
    [d(6), 'completed'],
    [d(8), 'todo'],
    [d(8.5), 'in_progress'],
    [d(9), 'completed'],
  ]);

  it('completions: each change into completed', () => {
    expect(completions(t)).toEqual([d(6), d(9)]);
  });

  it('throughput, lead and cycle time use the last completion in the week and the first in_progress', () => {
    expect(throughput([t], W)).toBe(1);
    expect(throughput([t], W + WEEK_MS)).toBe(1);
    expect(leadTime([t], W)).toBe(5.5);
    expect(cycleTime([t], W)).toBe(3.5); // from the first in_progress (day 2.5)
    expect(cycleTime([t], W + WEEK_MS)).toBe(6.5);
    expect(leadTime([t], W + 2 * WEEK_MS)).toBeNull();
  });

  it('stays in a group end only when the status leaves the group', () => {
    expect(stays(t, 'not_started')).toEqual([
      [d(0.5), d(2.5)],
      [d(3.5), d(5.5)],
      [d(8), d(8.5)],
    ]);
    expect(stays(t, 'todo')).toEqual([
      [d(1.5), d(2.5)],
      [d(3.5), d(5.5)],
      [d(8), d(8.5)],
    ]);
    expect(stays(t, 'in_progress')).toEqual([
      [d(2.5), d(3.5)],
      [d(5.5), d(6)],
      [d(8.5), d(9)],
    ]);
    expect(timeInStatus([t], W, 'in_progress')).toBe(0.75); // median of 1 and 0.5
  });
});

describe('cycle predictability', () => {
  const c1 = { id: 'c1', startsOn: '2026-11-02', endsOn: '2026-11-08' };
  it('planned: in the cycle at some moment of it and not descoped at its end; completed: completed at its end', () => {
    const done = task(
      'a',
      d(0),
      [
        [d(1), 'in_progress'],
        [d(6.9), 'completed'],
      ],
      [],
      'c1',
    );
    const late = task('b', d(0), [[d(7.5), 'in_progress']], [], 'c1'); // completed after the end: not completed
    const movedOutBefore = task(
      'c',
      d(-3),
      [],
      [
        [d(-2), 'c1'],
        [d(-1), null],
      ],
    );
    const movedOutDuring = task(
      'e',
      d(-3),
      [],
      [
        [d(-2), 'c1'],
        [d(3), null],
      ],
    );
    const cancelled = task('f', d(0), [[d(2), 'cancelled']], [], 'c1');
    const addedAfter = task('g', d(8), [], [], 'c1');
    const all = [done, late, movedOutBefore, movedOutDuring, cancelled, addedAfter];
    expect(cycleOutcome(all, c1)).toEqual({ planned: 3, completed: 1 });
    expect(predictability(all, [c1], W)).toBe(0.3333);
    expect(predictability(all, [c1], W + WEEK_MS)).toBeNull();
  });
});

describe('the current (partial) reading', () => {
  // Tasks created, started and completed at random times within ten weeks; `now` anywhere in that span.
  const spanDays = 70;
  const arbTasks = fc.array(
    fc.record({
      created: fc.double({ min: 0, max: spanDays, noNaN: true }),
      wait: fc.double({ min: 0, max: 20, noNaN: true }),
      work: fc.double({ min: 0.01, max: 20, noNaN: true }),
    }),
    { maxLength: 12 },
  );
  const build = (ts: { created: number; wait: number; work: number }[]) =>
    ts.map((t, i) =>
      task(`t${i}`, d(t.created), [
        [d(t.created + t.wait), 'in_progress'],
        [d(t.created + t.wait + t.work), 'completed'],
      ]),
    );
  const done = (t: { created: number; wait: number; work: number }) => d(t.created + t.wait + t.work);
  const params = { seed: 20261128, numRuns: 200 };

  it('throughput is the completions of the ISO week so far; lead and cycle time the medians over the trailing 28 days', () => {
    fc.assert(
      fc.property(arbTasks, fc.double({ min: 0, max: spanDays, noNaN: true }), (ts, nowDay) => {
        const now = d(nowDay);
        const tasks = build(ts);
        const week = ts.filter((t) => done(t) >= weekStart(now) && done(t) <= now);
        expect(currentValueFor('task_throughput', {}, tasks, [], now)).toBe(week.length);
        const trailing = ts.filter((t) => done(t) > now - TRAILING_DAYS * DAY_MS && done(t) <= now);
        const m = median(trailing.map((t) => (done(t) - d(t.created)) / DAY_MS));
        const lead = currentValueFor('lead_time', {}, tasks, [], now);
        if (m === null) expect(lead).toBeNull();
        else expect(lead).toBeCloseTo(m, 2);
        const c = median(trailing.map((t) => (done(t) - d(t.created + t.wait)) / DAY_MS));
        const cycle = currentValueFor('cycle_time', {}, tasks, [], now);
        if (c === null) expect(cycle).toBeNull();
        else expect(cycle).toBeCloseTo(c, 2);
      }),
      params,
    );
  });

  it("at the last millisecond of a week, the partial throughput is that week's complete reading", () => {
    fc.assert(
      fc.property(arbTasks, fc.integer({ min: 0, max: 9 }), (ts, k) => {
        const tasks = build(ts);
        expect(currentValueFor('task_throughput', {}, tasks, [], weekEnd(W + k * WEEK_MS))).toBe(throughput(tasks, W + k * WEEK_MS));
      }),
      params,
    );
  });

  it('every built-in has a current value when the window has data, and none (throughput 0) when it has none', () => {
    const t = task(
      't',
      d(1),
      [
        [d(1.5), 'todo'],
        [d(2), 'in_progress'],
        [d(3), 'completed'],
      ],
      [[d(1.2), 'c1']],
    );
    const cycles = [{ id: 'c1', startsOn: '2026-11-02', endsOn: '2026-11-15' }];
    for (const id of BUILTIN_IDS) {
      const groups = id === 'time_in_status' ? (['backlog', 'todo', 'not_started', 'in_progress'] as const) : [undefined];
      for (const statusGroup of groups) {
        const p = statusGroup ? { statusGroup } : {};
        expect(currentValueFor(id, p, [t], cycles, d(4)), `${id} ${statusGroup ?? ''}`).not.toBeNull();
        // 40 days later the trailing window is empty (throughput: the week so far is 0)
        expect(currentValueFor(id, p, [t], cycles, d(44)), `${id} later`).toBe(id === 'task_throughput' ? 0 : null);
      }
    }
    // the running cycle so far: planned 1, completed 1
    expect(currentValueFor('cycle_predictability', {}, [t], cycles, d(4))).toBe(1);
    expect(currentValueFor('cycle_predictability', {}, [t], cycles, d(0.5))).toBeNull();
  });
});
