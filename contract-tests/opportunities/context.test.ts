/**
 * One suite, two targets, for the agent context (spec 2 §4.7, §4.21): the
 * opportunity and task context bundles, the task handoff and PRD synthesis, through the generated SDK. Every response
 * is validated against the OpenAPI document (checkedFetch) on both the Prism mock and the real server; behaviour is
 * asserted on the real server only. The last test fails when one of the four operations this file takes over from
 * the tags opportunities and tasks (`suiteOperations` in contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with the other suite files, which run at the same time: everything here is new, and the handoff
 * goes to Eve, the engineer, never to the admin whose newest notification hierarchy.test.ts reads.
 */
import { describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy, suiteOperations, suiteTags } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';

const { engineerKey, onLive } = suiteFixtures();
const CONTEXT_OPERATIONS = ['getOpportunityContext', 'getTaskContext', 'createTaskHandoff', 'synthesizeOpportunityPrd'];

describe('agent context over the SDK', () => {
  let oppRef: string;
  let taskRef: string;
  let eve: string;

  it('the opportunity bundle and a PRD draft', async () => {
    const viewer = expectStatus(await sdk.getViewer({ headers: { authorization: `Bearer ${engineerKey}` } }), 200);
    eve = viewer.data.data!.userId;
    const opp = expectStatus(await sdk.createOpportunity({ title: 'Context suite opportunity', description: 'Why it matters', content: 'PRD v1' }), 201);
    oppRef = opp.data.data!.ref;
    const bundle = expectStatus(await sdk.getOpportunityContext(oppRef), 200);
    const draft = expectStatus(await sdk.synthesizeOpportunityPrd(oppRef, { bypassCache: false }), 200);
    const again = expectStatus(await sdk.synthesizeOpportunityPrd(oppRef, {}), 200);
    onLive(() => {
      expect(bundle.data.data!.opportunity.content).toBe('PRD v1');
      expect(bundle.data.data).toMatchObject({ objectives: [], customers: [], insights: [], pullRequests: [], activeStep: null });
      expect(draft.data.data).toMatchObject({ cached: false, staleSinceLastSynth: false });
      expect(draft.data.data!.markdown).toContain('Why it matters');
      expect(again.data.data).toMatchObject({ cached: true, markdown: draft.data.data!.markdown });
    });
  });

  it('the task bundle and a handoff', async () => {
    const task = expectStatus(await sdk.createTask({ title: 'Context suite task', content: 'The spec', opportunityId: oppRef, ownerId: 'me' }), 201);
    taskRef = task.data.data!.ref;
    const bundle = expectStatus(await sdk.getTaskContext(taskRef), 200);
    const handed = expectStatus(await sdk.createTaskHandoff(taskRef, { note: 'Yours now', toUserId: eve }), 200);
    onLive(() => {
      expect(bundle.data.data!.task.content).toBe('The spec');
      expect(bundle.data.data!.opportunity).toMatchObject({ ref: oppRef, content: 'PRD v1' });
      expect(bundle.data.data).toMatchObject({ parent: null, subtasks: [], assignments: [], phase: null });
      expect(handed.data.data!.ownerId).toBe(eve);
    });
  });

  it('exercises every operation it covers (coverage)', () => {
    expect(suiteTags['opportunities/context.test.ts']).toEqual([]);
    const inScope = operationsCoveredBy(import.meta.url);
    expect([...inScope].sort()).toEqual([...CONTEXT_OPERATIONS].sort());
    expect([...suiteOperations['opportunities/context.test.ts']].sort()).toEqual([...CONTEXT_OPERATIONS].sort());
    expect(inScope.filter((id) => !exercised.has(id))).toEqual([]);
  });
});
