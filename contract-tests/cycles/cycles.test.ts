/**
 * One suite, two targets, for cycles and planned work (spec 2 §4.8, §7): a team's cycles
 * (create, list, update), scheduling a task into a cycle and back out, the task list's cycle filters, and the
 * planned-work summary, through the generated SDK. Every response is validated against the OpenAPI document
 * (checkedFetch) on both the Prism mock and the real server; behaviour is asserted on the real server only. The last
 * test fails when an operationId of the tag cycles, or moveTaskCycle and getPlannedWorkSummary (taken over from tasks
 * in `suiteOperations`, contract-tests/lib/suiteTags.ts), was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: the team and its prefix are this file's
 * own, cycles are dated far ahead, and lists are filtered by this file's team.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { live, onLive, unique } = suiteFixtures();
const prefix = `C${unique
  .slice(-3)
  .toUpperCase()
  .replace(/[^A-Z0-9]/g, 'X')}`;

describe('cycles over the SDK (spec 2 §4.8, §7)', () => {
  let team: { id: string; prefix: string };
  let task: { id: string; ref: string };
  let first: sdk.Cycle;
  let second: sdk.Cycle;

  it('fixtures: a team and one of its tasks, estimated', async () => {
    const t = expectStatus(await sdk.createTeam({ name: `Cycle team ${unique}`, prefix }), 201).data.data!;
    team = { id: t.id, prefix: t.prefix };
    const made = expectStatus(await sdk.createTask({ title: `Cycle task ${unique}`, teamId: team.id }), 201).data.data!;
    task = { id: made.id, ref: made.ref };
    const estimated = expectStatus(await sdk.updateTask(task.ref, { estimateMinutes: 90 }), 200);
    onLive(() => expect(estimated.data.data).toMatchObject({ estimateMinutes: 90, cycleId: null }));
  });

  it('create: numbered per team, named Cycle <number> by default; an overlap is 409', async () => {
    const made = expectStatus(await sdk.createCycle({ teamId: team.prefix, startsOn: '2090-02-01', endsOn: '2090-02-14' }), 201);
    first = made.data.data!;
    onLive(() => {
      expect(first).toMatchObject({ teamId: team.id, number: 1, name: 'Cycle 1', startsOn: '2090-02-01', endsOn: '2090-02-14' });
      expect(made.data.actions.map((a) => a.name)).toEqual(['listTasks', 'listCycles', 'getPlannedWorkSummary']);
    });
    second = expectStatus(await sdk.createCycle({ teamId: team.id, name: `Later ${unique}`, startsOn: '2090-02-15', endsOn: '2090-02-28' }), 201).data.data!;
    onLive(() => expect(second).toMatchObject({ number: 2, name: `Later ${unique}` }));
    if (live) {
      const clash = expectStatus(await sdk.createCycle({ teamId: team.id, startsOn: '2090-02-10', endsOn: '2090-02-20' }), 409);
      expect(clash.data.error).toMatchObject({ code: 'ALREADY_EXISTS', data: { cycleId: first.id } });
    }
  });

  it("list: by start date, one team's", async () => {
    const list = expectStatus(await sdk.listCycles({ teamId: team.prefix, limit: 50 }), 200);
    onLive(() => expect(list.data.data!.map((c) => c.id)).toEqual([first.id, second.id]));
  });

  it('update: rename and move the end', async () => {
    const updated = expectStatus(await sdk.updateCycle(first.id, { name: `Kickoff ${unique}`, endsOn: '2090-02-12' }), 200);
    onLive(() => expect(updated.data.data).toMatchObject({ id: first.id, number: 1, name: `Kickoff ${unique}`, startsOn: '2090-02-01', endsOn: '2090-02-12' }));
    if (live) expectStatus(await sdk.updateCycle(first.id, { endsOn: '2090-02-15' }), 409);
  });

  it('move-cycle: schedules the task, the list filters by cycle, and null unschedules it', async () => {
    const moved = expectStatus(await sdk.moveTaskCycle(task.ref, { cycleId: first.id }), 200);
    onLive(() => expect(moved.data.data).toMatchObject({ id: task.id, cycleId: first.id }));
    const inCycle = expectStatus(await sdk.listTasks({ cycleId: first.id }), 200);
    onLive(() => expect(inCycle.data.data!.map((t) => t.id)).toEqual([task.id]));
    const scheduled = expectStatus(await sdk.listTasks({ teamId: team.prefix, 'unscheduled-to-cycle': false }), 200);
    onLive(() => expect(scheduled.data.data!.map((t) => t.id)).toEqual([task.id]));
    const summary = expectStatus(await sdk.getPlannedWorkSummary({ from: '2090-02-01', to: '2090-02-28', teamId: team.prefix }), 200);
    onLive(() => {
      expect(summary.data.data).toMatchObject({
        from: '2090-02-01',
        to: '2090-02-28',
        teamId: team.id,
        total: { tasks: 1, estimatedMinutes: 90, unestimatedTasks: 0, capacityHours: 0, coverage: null },
        unscheduled: { tasks: 0, estimatedMinutes: 0, unestimatedTasks: 0 },
      });
      expect(summary.data.data!.cycles.map((c) => [c.cycleId, c.tasks])).toEqual([
        [first.id, 1],
        [second.id, 0],
      ]);
    });
    const back = expectStatus(await sdk.moveTaskCycle(task.id, { cycleId: null }), 200);
    onLive(() => expect(back.data.data!.cycleId).toBeNull());
    const unscheduled = expectStatus(await sdk.listTasks({ teamId: team.prefix, 'unscheduled-to-cycle': true }), 200);
    onLive(() => expect(unscheduled.data.data!.map((t) => t.id)).toEqual([task.id]));
    if (live) expectStatus(await sdk.getPlannedWorkSummary({ from: '2090-01-01', to: '2091-01-03' }), 400);
  });

  it('splits the tags between the suite files: cycles here, and moveTaskCycle and getPlannedWorkSummary taken over from tasks', () => {
    expect(splitProblems().filter((p) => /\b(cycles|moveTaskCycle|getPlannedWorkSummary|cycles\.test\.ts)\b/.test(p))).toEqual([]);
    expect(suiteTags['cycles/cycles.test.ts']).toEqual(['cycles']);
    expect(suiteOperations['cycles/cycles.test.ts']).toEqual(['moveTaskCycle', 'getPlannedWorkSummary']);
  });

  it('exercises every operationId of the tag cycles, moveTaskCycle and getPlannedWorkSummary (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(inScope).toEqual(expect.arrayContaining(['listCycles', 'createCycle', 'updateCycle', 'moveTaskCycle', 'getPlannedWorkSummary']));
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['cycles', 'tasks']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
