/**
 * One suite, two targets, for comments (spec 2 §4.17): on a task by ref and by id (replies, list, edit, reactions,
 * archive and restore, delete taking the replies) and on an opportunity by ref, through the generated SDK. Every
 * response is validated against the OpenAPI document (checkedFetch) on both the Prism mock and the real server;
 * behaviour is asserted on the real server only. The last test fails when an operationId of the tag comments
 * (contract-tests/lib/suiteTags.ts) was never exercised.
 *
 * Org A is shared with hierarchy.test.ts, which runs at the same time and reads the admin's newest notifications:
 * so here only the admin writes comments, on a task and an opportunity of this file's own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import { operations } from '../../src/generated/operations.js';
import { exercised } from '../lib/contract.js';
import { suiteFixtures } from '../lib/fixtures.js';
import { operationsCoveredBy } from '../lib/suiteTags.js';
import { expectSdkStatus as expectStatus } from '../lib/expect.js';
import { isoDate, sdkAs } from './_setup.js';

const { engineerKey, live, onLive } = suiteFixtures();
const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
/** Requests as Eve, org A's engineer, who is no author of the comments here. */
const asEve = sdkAs(engineerKey);

describe('comments over the SDK (spec 2 §4.17)', () => {
  let me: string;
  let taskRef: string;
  let taskId: string;
  let comments: { c1: string; c2: string; c3: string }; // c1 top-level with reply c2; c3 top-level, archived then restored

  beforeAll(async () => {
    me = expectStatus(await sdk.getViewer(), 200).data.data!.userId;
  });

  it('comments: on a task by ref, reply, list, edit, react', async () => {
    const task = await sdk.createTask({ title: `Retry queue ${unique}` });
    expect(task.status).toBe(201);
    if (task.status !== 201) throw new Error('createTask');
    taskRef = task.data.data!.ref;
    taskId = task.data.data!.id;

    const c1 = await sdk.createComment({ entityType: 'task', entityId: taskRef, body: 'The retry queue needs a dead-letter topic first' });
    expect(c1.status).toBe(201);
    if (c1.status !== 201) throw new Error('createComment');
    const c1Id = c1.data.data!.id;
    const c2 = await sdk.createComment({ entityType: 'task', entityId: taskId, body: 'Agreed.', parentId: c1Id });
    expect(c2.status).toBe(201);
    if (c2.status !== 201) throw new Error('reply');
    const c3 = await sdk.createComment({ entityType: 'task', entityId: taskRef, body: 'Estimate: two days' });
    expect(c3.status).toBe(201);
    if (c3.status !== 201) throw new Error('third comment');
    onLive(() => {
      expect(c1.data.data).toMatchObject({
        entityType: 'task',
        entityId: taskId,
        parentId: null,
        authorId: me,
        system: false,
        edited: false,
        archived: false,
        archivedAt: null,
        archivedBy: null,
        reactions: [],
      });
      expect(c2.data.data!.parentId).toBe(c1Id);
    });
    comments = { c1: c1Id, c2: c2.data.data!.id, c3: c3.data.data!.id };

    const byRef = await sdk.listComments({ entityType: 'task', entityId: taskRef });
    expect(byRef.status).toBe(200);
    onLive(() => {
      if (byRef.status === 200) expect(byRef.data.data!.filter((c) => !c.system).map((c) => c.id)).toEqual([comments.c1, comments.c2, comments.c3]);
    });
    if (live) {
      const byId = expectStatus(await sdk.listComments({ entityType: 'task', entityId: taskId }), 200);
      expect(byId.data.data!.filter((c) => !c.system).map((c) => c.id)).toEqual([comments.c1, comments.c2, comments.c3]);
    }

    const edited = await sdk.updateComment(comments.c3, { body: 'Estimate: three days' });
    expect(edited.status).toBe(200);
    onLive(() => {
      if (edited.status === 200) expect(edited.data.data).toMatchObject({ id: comments.c3, body: 'Estimate: three days', edited: true });
    });
    if (live) expect((await sdk.updateComment(comments.c1, { body: 'Not mine' }, undefined, asEve)).status).toBe(403);

    const on = await sdk.setCommentReaction(comments.c1, { emoji: ':rocket:', on: true });
    expect(on.status).toBe(200);
    const off = await sdk.setCommentReaction(comments.c1, { emoji: ':rocket:', on: false });
    expect(off.status).toBe(200);
    const kept = await sdk.setCommentReaction(comments.c1, { emoji: '🎯', on: true });
    expect(kept.status).toBe(200);
    onLive(() => {
      if (on.status === 200) expect(on.data.data).toEqual([{ emoji: ':rocket:', count: 1, reactedByMe: true }]);
      if (off.status === 200) expect(off.data.data).toEqual([]);
      if (kept.status === 200) expect(kept.data.data).toEqual([{ emoji: '🎯', count: 1, reactedByMe: true }]);
    });
    if (live) {
      const list = expectStatus(await sdk.listComments({ entityType: 'task', entityId: taskRef }, asEve), 200);
      expect(list.data.data!.find((c) => c.id === comments.c1)!.reactions).toEqual([{ emoji: '🎯', count: 1, reactedByMe: false }]);
    }
  });

  it('comments: archive hides from the default list, restore, delete takes the replies', async () => {
    const archived = await sdk.setCommentArchived(comments.c3, { archived: true });
    expect(archived.status).toBe(200);
    onLive(() => {
      if (archived.status === 200) {
        expect(archived.data.data).toMatchObject({ id: comments.c3, archived: true, archivedBy: me });
        expect(archived.data.data!.archivedAt).toMatch(isoDate);
      }
    });
    const visible = await sdk.listComments({ entityType: 'task', entityId: taskRef });
    expect(visible.status).toBe(200);
    const all = await sdk.listComments({ entityType: 'task', entityId: taskRef, includeArchived: true });
    expect(all.status).toBe(200);
    onLive(() => {
      if (visible.status === 200) expect(visible.data.data!.map((c) => c.id)).not.toContain(comments.c3);
      if (all.status === 200) expect(all.data.data!.find((c) => c.id === comments.c3)).toMatchObject({ archived: true });
    });
    if (live) {
      expect((await sdk.setCommentArchived(comments.c1, { archived: true }, undefined, asEve)).status).toBe(403); // not author nor owner
      const restored = expectStatus(await sdk.setCommentArchived(comments.c3, { archived: false }), 200);
      expect(restored.data.data).toMatchObject({ archived: false, archivedAt: null, archivedBy: null });
      const back = expectStatus(await sdk.listComments({ entityType: 'task', entityId: taskRef }), 200);
      expect(back.data.data!.map((c) => c.id)).toContain(comments.c3);
      expect((await sdk.deleteComment(comments.c1, undefined, asEve)).status).toBe(403); // only the author
    }

    const deleted = await sdk.deleteComment(comments.c1);
    expect(deleted.status).toBe(200);
    onLive(() => {
      if (deleted.status === 200) expect(deleted.data.data).toEqual({ id: comments.c1, deleted: true });
    });
    if (live) {
      const left = expectStatus(await sdk.listComments({ entityType: 'task', entityId: taskRef, includeArchived: true }), 200);
      expect(left.data.data!.filter((c) => !c.system).map((c) => c.id)).toEqual([comments.c3]); // c2 went with c1
    }
  });

  it('comments: on an opportunity by ref', async () => {
    const opp = await sdk.createOpportunity({ title: `Guided checklist ${unique}` });
    expect(opp.status).toBe(201);
    if (opp.status !== 201) throw new Error('createOpportunity');
    const oppRef = opp.data.data!.ref;
    const c = await sdk.createComment({ entityType: 'opportunity', entityId: oppRef, body: 'Worth a spike before committing' });
    expect(c.status).toBe(201);
    const list = await sdk.listComments({ entityType: 'opportunity', entityId: oppRef });
    expect(list.status).toBe(200);
    onLive(() => {
      if (c.status === 201) expect(c.data.data).toMatchObject({ entityType: 'opportunity', entityId: opp.data.data!.id });
      if (c.status === 201 && list.status === 200) expect(list.data.data!.filter((x) => !x.system).map((x) => x.id)).toEqual([c.data.data!.id]);
    });
  });

  it('exercises every operationId of the tag comments (coverage)', () => {
    const inScope = operationsCoveredBy(import.meta.url);
    expect(new Set(inScope.map((id) => operations[id].tag))).toEqual(new Set(['comments']));
    const missing = inScope.filter((id) => !exercised.has(id));
    expect(missing).toEqual([]);
  });
});
