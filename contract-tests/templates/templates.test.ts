/**
 * One suite, two targets, for workflow templates and their steps (spec 2 §4.13; spec 1 §2.10): create (ending with the
 * system-managed terminal steps Completed and Cancelled), get, list, update, and steps inserted before the terminal
 * steps, moved and deleted, through the generated SDK. Defaults, instances, usage, reassigning and deleting are in
 * instances.test.ts. Every response is validated against the OpenAPI document (checkedFetch) on both the Prism mock
 * and the real server; behaviour is asserted on the real server only. The last test fails when an operationId this
 * file owns (contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: names here carry a unique suffix and lists
 * are searched, not compared whole; the default template of an entity type is left to instances.test.ts.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, splitProblems, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { suiteHelpers } from './_setup.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
const { asEve, stepId } = suiteHelpers(engineerKey, live);

describe('workflow templates and their steps over the SDK (spec 2 §4.13)', () => {
  let me: string;
  let eveId: string;
  let delivery: string; // Discovery, Build, Launch; then Security review (Eve's) added, Design added and deleted

  it('who is who: the admin and a second user of the same org', async () => {
    const admin = await sdk.getViewer();
    const eve = await sdk.getViewer(asEve);
    if (admin.status !== 200 || eve.status !== 200) throw new Error(`viewer: ${admin.status} / ${eve.status}`);
    me = admin.data.data!.userId;
    eveId = eve.data.data!.userId;
    onLive(() => expect(eveId).not.toBe(me));
  });

  it('templates: create ends with the terminal steps Completed and Cancelled; get, list, update', async () => {
    const created = await sdk.createTemplate({
      name: `Delivery ${unique}`,
      defaultEntityType: 'opportunity',
      steps: [{ title: 'Discovery', slaHours: 72 }, { title: 'Build' }, { title: 'Launch' }],
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) throw new Error('createTemplate');
    delivery = created.data.data!.id;
    onLive(() => {
      const t = created.data.data!;
      expect(t).toMatchObject({ name: `Delivery ${unique}`, description: '', defaultEntityType: 'opportunity', isDefault: false, createdBy: me });
      expect(t.steps.map((s) => [s.title, s.position, s.terminal, s.system])).toEqual([
        ['Discovery', 1, null, false],
        ['Build', 2, null, false],
        ['Launch', 3, null, false],
        ['Completed', 4, 'completed', true],
        ['Cancelled', 5, 'cancelled', true],
      ]);
      // a step's default DRI is the caller unless given
      expect(t.steps.filter((s) => !s.system).map((s) => s.defaultDriUserId)).toEqual([me, me, me]);
      expect(t.steps.map((s) => s.slaHours)).toEqual([72, null, null, null, null]);
      for (const s of t.steps) expect(s.templateId).toBe(delivery);
      // not the default: making it one is offered
      expect(created.data.actions.filter((a) => a.name === 'updateTemplate').map((a) => a.body)).toEqual([{ isDefault: true }]);
    });

    const got = await sdk.getTemplate(delivery);
    expect(got.status).toBe(200);
    onLive(() => {
      if (got.status === 200) expect(got.data.data).toEqual(created.data.data);
    });

    const list = await sdk.listTemplates({ defaultEntityType: 'opportunity', limit: 200 });
    expect(list.status).toBe(200);
    onLive(() => {
      if (list.status === 200) {
        expect(list.data.data!.find((t) => t.id === delivery)).toMatchObject({ name: `Delivery ${unique}`, steps: expect.any(Array) });
        for (const t of list.data.data!) expect(t.defaultEntityType).toBe('opportunity');
      }
    });
    if (live) {
      const tasks = expectStatus(await sdk.listTemplates({ defaultEntityType: 'task', limit: 200 }), 200);
      expect(tasks.data.data!.map((t) => t.id)).not.toContain(delivery);
    }

    const renamed = await sdk.updateTemplate(delivery, { name: `Discovery to delivery ${unique}`, description: 'How features ship' });
    expect(renamed.status).toBe(200);
    onLive(() => {
      if (renamed.status === 200) {
        expect(renamed.data.data).toMatchObject({ id: delivery, name: `Discovery to delivery ${unique}`, description: 'How features ship', isDefault: false });
        expect(renamed.data.data!.steps).toEqual(created.data.data!.steps); // steps change through the step operations only
      }
    });
  });

  it('steps: added before the terminal steps, moved, deleted; terminal steps refused', async () => {
    // last among the non-terminal steps by default, owned by Eve
    const review = await sdk.addTemplateStep(delivery, { title: 'Security review', slaHours: 48, defaultDriUserId: eveId });
    expect(review.status).toBe(201);
    if (review.status !== 201) throw new Error('addTemplateStep');
    const reviewId = stepId(review.data.data!.steps, 'Security review');
    onLive(() => {
      expect(review.data.data!.steps.map((s) => [s.title, s.position])).toEqual([
        ['Discovery', 1],
        ['Build', 2],
        ['Launch', 3],
        ['Security review', 4],
        ['Completed', 5],
        ['Cancelled', 6],
      ]);
      expect(review.data.data!.steps[3]).toMatchObject({ defaultDriUserId: eveId, slaHours: 48, terminal: null, system: false });
    });

    // at a position; past the terminal steps is impossible
    const design = await sdk.addTemplateStep(delivery, { title: 'Design', position: 2 });
    expect(design.status).toBe(201);
    if (design.status !== 201) throw new Error('addTemplateStep at a position');
    const designId = stepId(design.data.data!.steps, 'Design');
    onLive(() => {
      expect(design.data.data!.steps.map((s) => s.title)).toEqual(['Discovery', 'Design', 'Build', 'Launch', 'Security review', 'Completed', 'Cancelled']);
      expect(design.data.data!.steps[1].defaultDriUserId).toBe(me);
    });
    if (live) {
      const far = expectStatus(await sdk.addTemplateStep(delivery, { title: 'Retro', position: 1000 }), 201); // past the end: last
      expect(far.data.data!.steps.map((s) => s.title).slice(-3)).toEqual(['Retro', 'Completed', 'Cancelled']);
      const gone = expectStatus(await sdk.deleteTemplateStep(stepId(far.data.data!.steps, 'Retro')), 200);
      expect(gone.data.data!.steps.map((s) => s.title)).not.toContain('Retro');
    }

    const moved = await sdk.updateTemplateStep(reviewId, { position: 4, slaHours: 24, description: 'Threat model and pen test' });
    expect(moved.status).toBe(200);
    onLive(() => {
      if (moved.status === 200) {
        expect(moved.data.data!.steps.map((s) => s.title)).toEqual(['Discovery', 'Design', 'Build', 'Security review', 'Launch', 'Completed', 'Cancelled']);
        expect(moved.data.data!.steps[3]).toMatchObject({
          id: reviewId,
          position: 4,
          slaHours: 24,
          description: 'Threat model and pen test',
          defaultDriUserId: eveId,
        });
      }
    });

    const deleted = await sdk.deleteTemplateStep(designId);
    expect(deleted.status).toBe(200);
    onLive(() => {
      if (deleted.status === 200) {
        // the steps after it move up
        expect(deleted.data.data!.steps.map((s) => [s.title, s.position])).toEqual([
          ['Discovery', 1],
          ['Build', 2],
          ['Security review', 3],
          ['Launch', 4],
          ['Completed', 5],
          ['Cancelled', 6],
        ]);
      }
    });

    if (live) {
      const t = expectStatus(await sdk.getTemplate(delivery), 200);
      const completedId = stepId(t.data.data!.steps, 'Completed');
      const cancelledId = stepId(t.data.data!.steps, 'Cancelled');
      expect((await sdk.updateTemplateStep(completedId, { title: 'Done' })).status).toBe(422);
      expect((await sdk.updateTemplateStep(cancelledId, { position: 1 })).status).toBe(422);
      expect((await sdk.deleteTemplateStep(cancelledId)).status).toBe(422);
      const after = expectStatus(await sdk.getTemplate(delivery), 200);
      expect(after.data.data!.steps.slice(-2).map((s) => [s.title, s.terminal, s.system])).toEqual([
        ['Completed', 'completed', true],
        ['Cancelled', 'cancelled', true],
      ]);
    }
  });

  it('splits the tags between the suite files: each tag in exactly one (contract-tests/lib/suiteTags.ts)', () => {
    expect(splitProblems()).toEqual([]);
    expect(suiteTags['templates/templates.test.ts']).toEqual(['templates']);
  });

  it('exercises every operationId this file owns of the tag templates: templates and their steps (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['templates']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
