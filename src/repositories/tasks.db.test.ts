/**
 * The tasks query module against Postgres: GET /tasks filters alone and in every combination (generated, checked
 * against an in-memory filter of the inserted rows), both orders, paging, org scoping, the subtask tree queries and
 * the mapper's shape.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestDb } from '../db/testing/harness.js';
import { insertStepInstances, listStepInstances } from './stepInstances.js';
import { insertInstance } from './templateInstances.js';
import { insertTemplate } from './templates.js';
import {
  attachTaskToStep,
  detachTasksFromEntitySteps,
  findSubtaskBefore,
  findTask,
  findTaskId,
  isTaskAtOrBeneath,
  listOpportunityTasks,
  listSiblingIds,
  listSubtreeIds,
  listTasks,
  toTask,
  type TaskFilter,
  type TaskWithPrefixRow,
} from './tasks.js';

const t = useTestDb();
const SEED = 3030;

interface Fixture {
  orgId: string;
  otherOrgId: string;
  otherTaskId: string;
  teams: string[];
  users: string[];
  opps: string[];
  cats: string[];
  tags: string[];
  cycles: string[];
  steps: string[];
  parents: string[];
  rows: Model[];
}
/** What the in-memory filter knows of a task. */
interface Model {
  id: string;
  number: number;
  opportunity_id: string | null;
  status: string;
  priority: string;
  team_id: string | null;
  owner_id: string | null;
  tag_ids: string[];
  category_id: string | null;
  parent_task_id: string | null;
  subtask_position: number | null;
  cycle_id: string | null;
  activeStep: string | null;
}

const STATUSES = ['backlog', 'todo', 'in_progress', 'completed'];
const PRIORITIES = ['low', 'medium', 'high'];
let f: Fixture;

beforeAll(async () => {
  const db = t.db;
  const a = await t.newOrg('Tasks A');
  const b = await t.newOrg('Tasks B');
  const orgId = a.orgId;
  const member = await t.newUser(orgId, 'engineer');
  const ids = async (table: string, rows: Record<string, unknown>[]) =>
    (
      (await db(table)
        .insert(rows.map((r) => ({ org_id: orgId, ...r })))
        .returning('id')) as { id: string }[]
    ).map((r) => r.id);
  const teams = await ids('teams', [
    { name: 'Core', prefix: 'CORE' },
    { name: 'Web', prefix: 'WEB' },
  ]);
  const opps = await ids('opportunities', [
    { number: 1, title: 'O1' },
    { number: 2, title: 'O2' },
  ]);
  const cats = await ids('categories', [
    { label: 'Bug', slug: 'test-a', color: '#f00' },
    { label: 'Feature', slug: 'test-b', color: '#0f0' },
  ]);
  const cycles = await ids('cycles', [
    { team_id: teams[0], number: 1, name: 'C1', starts_on: '2026-11-01', ends_on: '2026-11-14' },
    { team_id: teams[1], number: 1, name: 'C2', starts_on: '2026-11-01', ends_on: '2026-11-14' },
  ]);
  const [template] = await ids('templates', [{ name: 'Flow', default_entity_type: 'task' }]);
  const steps = await ids('template_steps', [
    { template_id: template, title: 'S1', position: 1 },
    { template_id: template, title: 'S2', position: 2 },
  ]);
  const tags = [crypto.randomUUID(), crypto.randomUUID()];
  const parents = await ids('tasks', [
    { number: 1, title: 'P1', subtask_mode: 'sequential' },
    { number: 2, title: 'P2' },
  ]);
  const users = [a.userId, member.userId];

  // Generated attribute sets: each column is one of two values or none; the seed makes every run insert the same rows.
  const opt = <T>(xs: T[]) => fc.option(fc.constantFrom(...xs), { nil: null });
  const attrs = fc.sample(
    fc.record({
      opportunity_id: opt(opps),
      status: fc.constantFrom(...STATUSES),
      priority: fc.constantFrom(...PRIORITIES),
      team_id: opt(teams),
      owner_id: opt(users),
      tag_ids: fc.subarray(tags),
      category_id: opt(cats),
      parent_task_id: opt(parents),
      subtask_position: opt([1, 2, 3]),
      cycle_id: opt(cycles),
      // The template step active on the task: `running` counts; an ended instance or a pending step must not.
      step: fc.option(fc.record({ step: fc.constantFrom(...steps), running: fc.boolean(), active: fc.boolean() }), { nil: null }),
    }),
    { numRuns: 48, seed: SEED },
  );
  const rows: Model[] = [];
  for (const [i, { step, ...cols }] of attrs.entries()) {
    const number = i + 10;
    const [id] = await ids('tasks', [{ number, title: `T${number}`, ...cols }]);
    let activeStep: string | null = null;
    if (step) {
      const [inst] = await ids('template_instances', [
        { template_name: 'Flow', entity_type: 'task', entity_id: id, status: step.running ? 'running' : 'completed' },
      ]);
      await ids('step_instances', [{ instance_id: inst, step_id: step.step, title: 'S', position: 1, status: step.active ? 'active' : 'pending' }]);
      if (step.running && step.active) activeStep = step.step;
    }
    rows.push({ id, number, ...cols, activeStep });
  }
  for (const [i, id] of parents.entries()) {
    rows.push({
      id,
      number: i + 1,
      opportunity_id: null,
      status: 'backlog',
      priority: 'medium',
      team_id: null,
      owner_id: null,
      tag_ids: [],
      category_id: null,
      parent_task_id: null,
      subtask_position: null,
      cycle_id: null,
      activeStep: null,
    });
  }
  const [other] = await db('tasks').insert({ org_id: b.orgId, number: 10, title: 'B task' }).returning('id');
  f = { orgId, otherOrgId: b.orgId, otherTaskId: other.id, teams, users, opps, cats, tags, cycles, steps, parents, rows };
});

/** The rows a filter should return, in the list's order. */
function expected(filter: TaskFilter): string[] {
  const m = f.rows.filter(
    (r) =>
      (!filter.opportunityId || r.opportunity_id === filter.opportunityId) &&
      (!filter.status || r.status === filter.status) &&
      (!filter.priority || r.priority === filter.priority) &&
      (!filter.teamId || r.team_id === filter.teamId) &&
      (!filter.ownerId || r.owner_id === filter.ownerId) &&
      (!filter.tagId || r.tag_ids.includes(filter.tagId)) &&
      (!filter.categoryId || r.category_id === filter.categoryId) &&
      (!filter.parentTaskId || r.parent_task_id === filter.parentTaskId) &&
      (!filter.cycleId || r.cycle_id === filter.cycleId) &&
      (!filter.statusId || r.activeStep === filter.statusId) &&
      (filter.unscheduledToCycle === undefined || (filter.unscheduledToCycle ? r.cycle_id === null : r.cycle_id !== null)),
  );
  const key = (r: Model) => (filter.parentTaskId ? [r.subtask_position ?? 0, r.number] : [r.number]);
  return m.sort((x, y) => key(x)[0] - key(y)[0] || (key(x)[1] ?? 0) - (key(y)[1] ?? 0)).map((r) => r.id);
}

/** A filter drawn from the fixture's values; some fields may name nothing of the org. */
const filterArb = () => {
  const pick = <T>(xs: T[]) => fc.option(fc.constantFrom(...xs), { nil: undefined });
  return fc.record(
    {
      opportunityId: pick(f.opps),
      status: pick(STATUSES),
      priority: pick(PRIORITIES),
      teamId: pick(f.teams),
      ownerId: pick(f.users),
      tagId: pick(f.tags),
      categoryId: pick(f.cats),
      parentTaskId: pick(f.parents),
      cycleId: pick(f.cycles),
      unscheduledToCycle: fc.option(fc.boolean(), { nil: undefined }),
      statusId: pick(f.steps),
    },
    { requiredKeys: [] },
  );
};

async function all(orgId: string, filter: TaskFilter, limit: number): Promise<TaskWithPrefixRow[]> {
  const out: TaskWithPrefixRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await listTasks(t.db, orgId, filter, { cursor, limit });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    out.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}

describe('listTasks', () => {
  it('each filter alone returns exactly the matching rows, in order', async () => {
    const singles: TaskFilter[] = [
      {},
      ...f.opps.map((opportunityId) => ({ opportunityId })),
      ...STATUSES.map((status) => ({ status })),
      ...PRIORITIES.map((priority) => ({ priority })),
      ...f.teams.map((teamId) => ({ teamId })),
      ...f.users.map((ownerId) => ({ ownerId })),
      ...f.tags.map((tagId) => ({ tagId })),
      ...f.cats.map((categoryId) => ({ categoryId })),
      ...f.parents.map((parentTaskId) => ({ parentTaskId })),
      ...f.cycles.map((cycleId) => ({ cycleId })),
      { unscheduledToCycle: true },
      { unscheduledToCycle: false },
      ...f.steps.map((statusId) => ({ statusId })),
    ];
    for (const filter of singles) {
      const page = await listTasks(t.db, f.orgId, filter, { limit: 200 });
      expect([filter, page.rows.map((r) => r.id)]).toEqual([filter, expected(filter)]);
      expect(page.nextCursor).toBeNull();
    }
    // Every single filter matched something, so the combinations below are not vacuous.
    for (const filter of singles) expect([filter, expected(filter).length > 0]).toEqual([filter, true]);
  });

  it('any combination of filters applies them all together (generated)', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb(), async (filter) => {
        const page = await listTasks(t.db, f.orgId, filter, { limit: 200 });
        expect(page.rows.map((r) => r.id)).toEqual(expected(filter));
      }),
      { seed: SEED, numRuns: 120 },
    );
  });

  it('pages through any filtered list in order, each row once', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb(), fc.integer({ min: 1, max: 7 }), async (filter, limit) => {
        expect((await all(f.orgId, filter, limit)).map((r) => r.id)).toEqual(expected(filter));
      }),
      { seed: SEED, numRuns: 25 },
    );
  });

  it("never returns another org's rows, whatever the filter", async () => {
    expect(await all(f.otherOrgId, {}, 50)).toEqual([expect.objectContaining({ id: f.otherTaskId })]);
    expect((await listTasks(t.db, f.otherOrgId, { opportunityId: f.opps[0] }, { limit: 50 })).rows).toEqual([]);
    expect((await listTasks(t.db, f.otherOrgId, { parentTaskId: f.parents[0] }, { limit: 50 })).rows).toEqual([]);
    expect((await all(f.orgId, {}, 200)).map((r) => r.id)).not.toContain(f.otherTaskId);
  });

  it("listOpportunityTasks: the opportunity's tasks by number, paged, in the org only", async () => {
    const want = expected({ opportunityId: f.opps[0] });
    const first = await listOpportunityTasks(t.db, f.orgId, f.opps[0], { limit: 2 });
    const rest = await listOpportunityTasks(t.db, f.orgId, f.opps[0], { limit: 200, cursor: first.nextCursor! });
    expect([...first.rows, ...rest.rows].map((r) => r.id)).toEqual(want);
    expect((await listOpportunityTasks(t.db, f.otherOrgId, f.opps[0], { limit: 200 })).rows).toEqual([]);
  });
});

describe('single-task reads and the subtask tree', () => {
  it('finds a task by UUID only in its org; a ref or any other text names nothing (refs are resolved before)', async () => {
    const teamed = f.rows.find((r) => r.team_id === f.teams[0])!;
    expect((await findTask(t.db, f.orgId, teamed.id))?.id).toBe(teamed.id);
    expect((await findTask(t.db, f.orgId, teamed.id.toUpperCase()))?.id).toBe(teamed.id);
    expect(await findTaskId(t.db, f.orgId, teamed.id.toUpperCase(), true)).toBe(teamed.id);
    for (const text of [`CORE-${teamed.number}`, 'not a ref', '']) {
      expect(await findTask(t.db, f.orgId, text)).toBeUndefined();
      expect(await findTaskId(t.db, f.orgId, text)).toBeUndefined();
    }
    expect(await findTask(t.db, f.otherOrgId, teamed.id)).toBeUndefined();
    expect(await findTaskId(t.db, f.otherOrgId, teamed.id)).toBeUndefined();
  });

  it('maps a row to the Task shape', async () => {
    const r = f.rows.find((x) => x.team_id === f.teams[1])!;
    const task = toTask((await findTask(t.db, f.orgId, r.id))!);
    expect(task).toEqual({
      id: r.id,
      orgId: f.orgId,
      ref: `WEB-${r.number}`,
      number: r.number,
      title: `T${r.number}`,
      description: '',
      content: '',
      status: r.status,
      priority: r.priority,
      opportunityId: r.opportunity_id,
      teamId: r.team_id,
      ownerId: r.owner_id,
      categoryId: r.category_id,
      parentTaskId: r.parent_task_id,
      subtaskPosition: r.subtask_position,
      subtaskMode: 'standalone',
      workflowId: null,
      onboardingStepInstanceId: null,
      phaseId: null,
      cycleId: r.cycle_id,
      estimateMinutes: null,
      dueDate: null,
      tagIds: r.tag_ids,
      visionPath: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(toTask((await findTask(t.db, f.orgId, f.parents[0]))!).ref).toBe('TASK-1');
  });

  it('siblings, subtree, ancestry and the subtask before a position', async () => {
    const [p1] = f.parents;
    const kids = f.rows.filter((r) => r.parent_task_id === p1);
    const byPlace = [...kids].sort((x, y) => (x.subtask_position ?? 2147483647) - (y.subtask_position ?? 2147483647) || x.number - y.number);
    expect(await listSiblingIds(t.db, f.orgId, p1, byPlace[0].id)).toEqual(byPlace.slice(1).map((r) => r.id));
    expect((await listSubtreeIds(t.db, f.orgId, p1)).sort()).toEqual([p1, ...kids.map((r) => r.id)].sort());
    expect(await listSubtreeIds(t.db, f.otherOrgId, p1)).toEqual([]);
    expect(await isTaskAtOrBeneath(t.db, f.orgId, kids[0].id, p1)).toBe(true);
    expect(await isTaskAtOrBeneath(t.db, f.orgId, p1, p1)).toBe(true);
    expect(await isTaskAtOrBeneath(t.db, f.orgId, p1, kids[0].id)).toBe(false);
    const placed = kids.filter((r) => (r.subtask_position ?? 0) < 3);
    const best = [...placed].sort((x, y) => (y.subtask_position ?? 0) - (x.subtask_position ?? 0))[0];
    const before = await findSubtaskBefore(t.db, f.orgId, p1, 3);
    expect(before?.subtask_position ?? null).toBe(best?.subtask_position ?? null);
    expect(await findSubtaskBefore(t.db, f.orgId, p1, 0)).toBeUndefined();
  });
});

describe('tasks attached to onboarding milestones', () => {
  it('attaches only when not attached yet (updated_at kept otherwise); detaches the tasks of an entity’s milestones only', async () => {
    const org = await t.newOrg('Milestone tasks');
    const o = org.orgId;
    const db = t.db;
    const templateId = await insertTemplate(db, o, { name: 'Flow', description: '', default_entity_type: 'customer', created_by: org.userId });
    const [step] = await db('template_steps').insert({ org_id: o, template_id: templateId, title: 'a', position: 1 }).returning('id');
    const customers = await db('customers')
      .insert([1, 2].map((number) => ({ org_id: o, number, name: `C${number}`, status: 'onboarding' })))
      .returning('id');
    const milestones: string[] = [];
    for (const c of customers) {
      const inst = await insertInstance(db, o, {
        template_id: templateId,
        template_name: 'Flow',
        entity_type: 'customer',
        entity_id: c.id,
        created_by: org.userId,
      });
      await insertStepInstances(db, o, [
        { instance_id: inst.id, step_id: step.id, title: 'a', description: '', position: 1, terminal: null, sla_hours: null, dri_id: null },
      ]);
      milestones.push((await listStepInstances(db, o, inst.id))[0].id);
    }
    const [t1, t2, t3] = await db('tasks')
      .insert([1, 2, 3].map((number) => ({ org_id: o, number, title: `T${number}`, created_by: org.userId })))
      .returning('id');
    const row = (id: string) => db('tasks').select('onboarding_step_instance_id', 'updated_at').where({ org_id: o, id }).first();
    expect(await attachTaskToStep(db, o, t1.id, milestones[0])).toBe(1);
    const before = await row(t1.id);
    expect(before.onboarding_step_instance_id).toBe(milestones[0]);
    expect(await attachTaskToStep(db, o, t1.id, milestones[0])).toBe(0);
    expect((await row(t1.id)).updated_at).toEqual(before.updated_at);
    expect(await attachTaskToStep(db, o, t2.id, milestones[1])).toBe(1);
    const other = await t.newOrg('Milestone tasks B');
    expect(await attachTaskToStep(db, other.orgId, t3.id, milestones[0])).toBe(0);
    await detachTasksFromEntitySteps(db, other.orgId, 'customer', customers[0].id);
    expect((await row(t1.id)).onboarding_step_instance_id).toBe(milestones[0]);
    await detachTasksFromEntitySteps(db, o, 'customer', customers[0].id);
    expect((await row(t1.id)).onboarding_step_instance_id).toBeNull();
    expect((await row(t2.id)).onboarding_step_instance_id).toBe(milestones[1]);
    expect((await row(t3.id)).onboarding_step_instance_id).toBeNull();
  });
});
