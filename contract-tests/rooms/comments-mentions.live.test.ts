/**
 * Mentions and room notification levels without leaks, and comments on entities (spec 2 §4.17): order, paging,
 * one reply level, archive by author or entity owner, refs, the entity's read capability.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OrgService } from '../../src/services/orgs.js';
import * as sdk from '../../sdk/src/index';
import type { Comment, ErrorEnvelope, Room, Task } from '../../sdk/src/index';
import { as, envelope as expectStatus, failure as expectFailure, raw } from '../lib/sdkAs.js';
import { admin, ann, annabel, bob, cara, createRoom, dan, db, ids, inbox, post, setMembership, tag, useCollaborationOrg } from './_setup.js';

useCollaborationOrg();

describe('mentions and notifications', () => {
  let room: Room;
  beforeAll(async () => {
    // Ann and Annabel at level all (the default), Bob none, Cara mentions; Dan is not a member.
    room = await createRoom(admin, [ann.id, annabel.id, bob.id, cara.id]);
    expectStatus(await setMembership(bob, room.id, { notificationLevel: 'none' }), 200);
    expectStatus(await setMembership(cara, room.id, { notificationLevel: 'mentions' }), 200);
  });

  it('@"Full Name" and an unambiguous prefix notify with type mention and a link; others at level all get message', async () => {
    const m = await post(admin, room.id, 'Please check, @"ann lee"');
    const toAnn = await inbox(ann, { entityId: m.id });
    expect(toAnn).toEqual([
      expect.objectContaining({
        type: 'mention',
        entityType: 'message',
        entityId: m.id,
        actorId: admin.id,
        linkUrl: `/api/v1/messages?roomId=${room.id}`,
        readAt: null,
      }),
    ]);
    expect(toAnn[0].title).toContain('Admin mentioned you');
    expect(toAnn[0].body).toBe('Please check, @"ann lee"');
    expect(await inbox(annabel, { entityId: m.id })).toEqual([expect.objectContaining({ type: 'message', linkUrl: `/api/v1/messages?roomId=${room.id}` })]);
    expect(await inbox(bob, { entityId: m.id })).toEqual([]); // level none
    expect(await inbox(cara, { entityId: m.id })).toEqual([]); // level mentions, not mentioned
    expect(await inbox(admin, { entityId: m.id })).toEqual([]); // the author
    const self = await post(admin, room.id, 'Note to @Admin');
    expect(await inbox(admin, { entityId: self.id })).toEqual([]); // mentioning yourself notifies nobody

    const prefix = await post(admin, room.id, 'Thoughts, @annab?');
    expect(await inbox(annabel, { entityId: prefix.id })).toEqual([expect.objectContaining({ type: 'mention', entityId: prefix.id })]);
    expect(await inbox(ann, { entityId: prefix.id })).toEqual([expect.objectContaining({ type: 'message' })]);

    // a reply's link is its thread
    const reply = await post(admin, room.id, '@Cara see above', m.id);
    expect(await inbox(cara, { entityId: reply.id })).toEqual([expect.objectContaining({ type: 'mention', linkUrl: `/api/v1/messages/${m.id}/thread` })]);
  });

  it('an ambiguous (@Ann) or unknown (@Nobody) mention is text: the post succeeds and nobody is mentioned', async () => {
    const m = await post(admin, room.id, 'Hey @Ann and @Nobody, thoughts?');
    expect(m.body).toBe('Hey @Ann and @Nobody, thoughts?');
    for (const p of [ann, annabel, bob, cara, dan]) expect(await inbox(p, { type: 'mention', entityId: m.id })).toEqual([]);
    // level all still hears of the message itself
    expect(await inbox(ann, { entityId: m.id })).toEqual([expect.objectContaining({ type: 'message' })]);
    // an email address is no mention
    const mail = await post(admin, room.id, 'Write to bob@example.com');
    expect(await inbox(bob, { entityId: mail.id })).toEqual([]);
    expect(await inbox(ann, { type: 'mention', entityId: mail.id })).toEqual([]);
  });

  it('levels: none gets nothing, mentions gets only mentions, all gets message for ordinary posts', async () => {
    const plain = await post(ann, room.id, 'An ordinary update');
    expect(await inbox(admin, { entityId: plain.id })).toEqual([expect.objectContaining({ type: 'message', actorId: ann.id })]);
    expect(await inbox(annabel, { entityId: plain.id })).toEqual([expect.objectContaining({ type: 'message' })]);
    expect(await inbox(bob, { entityId: plain.id })).toEqual([]);
    expect(await inbox(cara, { entityId: plain.id })).toEqual([]);

    const named = await post(ann, room.id, '@Bob @Cara @Annabel please look');
    expect(await inbox(bob, { entityId: named.id })).toEqual([]); // none: not even a mention
    expect(await inbox(cara, { entityId: named.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    expect(await inbox(annabel, { entityId: named.id })).toEqual([expect.objectContaining({ type: 'mention' })]); // one, not also message
    expect(await inbox(admin, { entityId: named.id })).toEqual([expect.objectContaining({ type: 'message' })]);

    // an edit notifies mentions new to it, and sends no new message notifications
    const edited = expectStatus(await sdk.updateMessage(plain.id, { body: 'An ordinary update, @Cara' }, undefined, ann.o), 200).data;
    expect(edited.edited).toBe(true);
    expect(await inbox(cara, { entityId: plain.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    expect(await inbox(annabel, { entityId: plain.id })).toHaveLength(1);
  });

  it('mentioning someone who cannot read the room notifies nobody (no leak)', async () => {
    const secret = await createRoom(admin, [ann.id], 'private');
    const m = await post(admin, secret.id, 'Should @"Dan Ortiz" and @Bob know? @"Ann Lee" does');
    expect(await inbox(dan, { entityId: m.id })).toEqual([]);
    expect(await inbox(bob, { entityId: m.id })).toEqual([]);
    expect(await inbox(ann, { entityId: m.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    // a DM: only its two members
    const dm = expectStatus(await sdk.createDmRoom({ userId: cara.id }, undefined, admin.o), 201).data;
    const inDm = await post(admin, dm.id, 'Just us, @Dan');
    expect(await inbox(dan, { entityId: inDm.id })).toEqual([]);
    expect(await inbox(cara, { entityId: inDm.id })).toEqual([expect.objectContaining({ type: 'message', title: 'Admin sent you a message' })]);
  });

  it('on comments: mentions notify with a link to the thread; a muted entity gets no mention; ambiguous ones nobody', async () => {
    const task = expectStatus(await sdk.createTask({ title: `Mentioned ${tag()}` }, undefined, admin.o), 201).data;
    const c = expectStatus(
      await sdk.createComment({ entityType: 'task', entityId: task.ref, body: '@"Bob Ray" can you take this?' }, undefined, admin.o),
      201,
    ).data;
    expect(await inbox(bob, { type: 'mention', entityId: task.id })).toEqual([
      expect.objectContaining({
        type: 'mention',
        entityType: 'task',
        entityId: task.id,
        actorId: admin.id,
        linkUrl: `/api/v1/comments?entityType=task&entityId=${task.id}`,
      }),
    ]);
    expect(c.body).toBe('@"Bob Ray" can you take this?');

    expect(expectStatus(await sdk.setSubscription({ entityType: 'task', entityId: task.ref, subscribed: false }, undefined, cara.o), 200).data.subscribed).toBe(
      false,
    );
    expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: '@Cara and @Dan, FYI' }, undefined, admin.o), 201);
    expect(await inbox(cara, { type: 'mention', entityId: task.id })).toEqual([]);
    expect(await inbox(dan, { type: 'mention', entityId: task.id })).toHaveLength(1);

    expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: '@Ann or @nobody?' }, undefined, admin.o), 201);
    expect(await inbox(ann, { type: 'mention', entityId: task.id })).toEqual([]);
    expect(await inbox(annabel, { type: 'mention', entityId: task.id })).toEqual([]);

    // an edit adding a mention notifies the newly mentioned only
    const edited = expectStatus(await sdk.updateComment(c.id, { body: '@"Bob Ray" can you take this? cc @Annabel' }, undefined, admin.o), 200).data;
    expect(edited.edited).toBe(true);
    expect(await inbox(annabel, { type: 'mention', entityId: task.id })).toHaveLength(1);
    expect(await inbox(bob, { type: 'mention', entityId: task.id })).toHaveLength(1);
  });
});

describe('comments on entities (spec 2 §4.17)', () => {
  let task: Task;
  let c1: Comment;
  let c2: Comment;
  let c3: Comment;
  let c4: Comment;

  beforeAll(async () => {
    expectStatus(await sdk.createTeam({ name: 'Engineering', prefix: 'ENG' }, undefined, admin.o), 201);
    task = expectStatus(await sdk.createTask({ title: 'Commented task', teamId: 'ENG', ownerId: bob.id }, undefined, admin.o), 201).data;
  });

  it('by ref (ENG-n) or UUID: oldest first, one reply level, paged with a cursor', async () => {
    expect(task.ref).toMatch(/^ENG-\d+$/);
    c1 = expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'First' }, undefined, admin.o), 201).data;
    expect(c1).toMatchObject({
      entityType: 'task',
      entityId: task.id,
      parentId: null,
      authorId: admin.id,
      authorName: 'Admin',
      system: false,
      edited: false,
      archived: false,
      archivedAt: null,
      archivedBy: null,
      reactions: [],
    });
    c2 = expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.id, body: 'Reply', parentId: c1.id }, undefined, ann.o), 201).data;
    c3 = expectStatus(
      await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'Reply to the reply', parentId: c2.id }, undefined, cara.o),
      201,
    ).data;
    expect([c2.parentId, c3.parentId]).toEqual([c1.id, c1.id]);
    c4 = expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'Second' }, undefined, admin.o), 201).data;

    expect(ids(expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.ref }, dan.o), 200).data)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(ids(expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.id }, dan.o), 200).data)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    const page1 = expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.ref, limit: 2 }, dan.o), 200);
    expect(ids(page1.data)).toEqual([c1.id, c2.id]);
    expect(page1.pagination?.hasMore).toBe(true);
    const page2 = expectStatus(
      await sdk.listComments({ entityType: 'task', entityId: task.ref, limit: 2, cursor: page1.pagination?.cursor ?? undefined }, dan.o),
      200,
    );
    expect(ids(page2.data)).toEqual([c3.id, c4.id]);
    expect(page2.pagination?.hasMore).toBe(false);

    // a parent on another entity is not a parent here
    const other = expectStatus(await sdk.createTask({ title: 'Other task' }, undefined, admin.o), 201).data;
    expectFailure(
      await sdk.createComment({ entityType: 'task', entityId: other.ref, body: 'x', parentId: c1.id }, undefined, admin.o),
      404,
      'NOT_FOUND',
      'body.parentId',
    );
    expectFailure(await sdk.listComments({ entityType: 'task', entityId: 'ENG-99999' }, admin.o), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await sdk.createComment({ entityType: 'task', entityId: 'ENG-99999', body: 'x' }, undefined, admin.o), 404, 'NOT_FOUND', 'body.entityId');
    // an entity type outside the enum: raw HTTP, the SDK's types do not let it be sent
    expect(
      expectFailure(
        await raw<ErrorEnvelope>(admin.key, 'GET', `/api/v1/comments?entityType=tsk&entityId=${task.ref}`),
        400,
        'VALIDATION_FAILED',
        'query.entityType',
      ).details?.[0].message,
    ).toContain('task');
  });

  it('author-only edit and delete; archive by the author or the entity owner, not a third user; includeArchived', async () => {
    expectFailure(await sdk.updateComment(c1.id, { body: 'Not mine' }, undefined, ann.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.deleteComment(c1.id, undefined, bob.o), 403, 'FORBIDDEN'); // even the task owner
    expect(expectStatus(await sdk.updateComment(c4.id, { body: 'Second, edited' }, undefined, admin.o), 200).data).toMatchObject({
      id: c4.id,
      body: 'Second, edited',
      edited: true,
    });

    const third = expectFailure(await sdk.setCommentArchived(c4.id, { archived: true }, undefined, dan.o), 403, 'FORBIDDEN');
    expect(third.suggestion).toContain(task.ref);
    const byOwner = expectStatus(await sdk.setCommentArchived(c4.id, { archived: true }, undefined, bob.o), 200).data; // Bob owns the task
    expect(byOwner).toMatchObject({ id: c4.id, archived: true, archivedBy: bob.id });
    expect(byOwner.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ids(expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.ref }, dan.o), 200).data)).toEqual([c1.id, c2.id, c3.id]);
    const all = expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.ref, includeArchived: true }, dan.o), 200).data;
    expect(ids(all)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(all[3]).toMatchObject({ archived: true, archivedBy: bob.id });
    // the author archives their own, and restores
    expect(expectStatus(await sdk.setCommentArchived(c3.id, { archived: true }, undefined, cara.o), 200).data.archived).toBe(true);
    expect(expectStatus(await sdk.setCommentArchived(c3.id, { archived: false }, undefined, cara.o), 200).data).toMatchObject({
      archived: false,
      archivedAt: null,
      archivedBy: null,
    });
    expect(expectStatus(await sdk.setCommentArchived(c4.id, { archived: false }, undefined, admin.o), 200).data.archived).toBe(false);

    // deleting a top-level comment takes its replies
    expect(expectStatus(await sdk.deleteComment(c1.id, undefined, admin.o), 200).data).toEqual({ id: c1.id, deleted: true });
    expect(ids(expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.ref, includeArchived: true }, dan.o), 200).data)).toEqual([c4.id]);
    expectFailure(await sdk.updateComment(c2.id, { body: 'gone' }, undefined, admin.o), 404, 'NOT_FOUND', 'path.id');
  });

  it("archive by an opportunity's lead; comments by OPP-n", async () => {
    const opp = expectStatus(await sdk.createOpportunity({ title: `Led ${tag()}`, leadId: ann.id }, undefined, admin.o), 201).data;
    const c = expectStatus(await sdk.createComment({ entityType: 'opportunity', entityId: opp.ref, body: 'Worth it?' }, undefined, bob.o), 201).data;
    expect(c.entityId).toBe(opp.id);
    expectFailure(await sdk.setCommentArchived(c.id, { archived: true }, undefined, cara.o), 403, 'FORBIDDEN');
    expect(expectStatus(await sdk.setCommentArchived(c.id, { archived: true }, undefined, ann.o), 200).data).toMatchObject({
      archived: true,
      archivedBy: ann.id,
    });
    expect(expectStatus(await sdk.listComments({ entityType: 'opportunity', entityId: opp.ref }, bob.o), 200).data).toEqual([]);
  });

  it("archive by the objective's DRI and the metric's steward (the entity's owner)", async () => {
    const vision = expectStatus(await sdk.createVision({ name: `Vision ${tag()}`, kind: 'product', narrative: 'n' }, undefined, admin.o), 201).data;
    const objective = expectStatus(await sdk.createObjective({ title: 'Owned objective', visionId: vision.ref, driId: cara.id }, undefined, admin.o), 201).data;
    const metric = expectStatus(await sdk.createMetric({ name: `Metric ${tag()}`, unit: 'count', stewardId: dan.id }, undefined, admin.o), 201).data;
    const onObjective = expectStatus(
      await sdk.createComment({ entityType: 'objective', entityId: objective.ref, body: 'On the objective' }, undefined, bob.o),
      201,
    ).data;
    const onMetric = expectStatus(await sdk.createComment({ entityType: 'metric', entityId: metric.ref, body: 'On the metric' }, undefined, bob.o), 201).data;
    expectFailure(await sdk.setCommentArchived(onObjective.id, { archived: true }, undefined, dan.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.setCommentArchived(onMetric.id, { archived: true }, undefined, cara.o), 403, 'FORBIDDEN');
    expect(expectStatus(await sdk.setCommentArchived(onObjective.id, { archived: true }, undefined, cara.o), 200).data.archivedBy).toBe(cara.id);
    expect(expectStatus(await sdk.setCommentArchived(onMetric.id, { archived: true }, undefined, dan.o), 200).data.archivedBy).toBe(dan.id);
    const onVision = expectStatus(await sdk.createComment({ entityType: 'vision', entityId: vision.ref, body: 'On the vision' }, undefined, bob.o), 201).data;
    expect(onVision).toMatchObject({ entityType: 'vision', entityId: vision.id });
    expectFailure(await sdk.setCommentArchived(onVision.id, { archived: true }, undefined, dan.o), 403, 'FORBIDDEN');
  });

  it("needs the entity's read capability: a key without task:read reads the task's thread as 404; without comment:read 403", async () => {
    const c = expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'Visible to task readers' }, undefined, admin.o), 201).data;
    const opp = expectStatus(await sdk.createOpportunity({ title: `Readable ${tag()}` }, undefined, admin.o), 201).data;
    const keys = new OrgService(db);
    const commentsOnly = as(
      (await keys.createKey({ userId: admin.id, capabilities: ['comment:read', 'comment:create', 'comment:update', 'comment:delete', 'opportunity:read'] }))
        .apiKey,
    );
    expectFailure(await sdk.listComments({ entityType: 'task', entityId: task.ref }, commentsOnly), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await sdk.listComments({ entityType: 'task', entityId: task.id }, commentsOnly), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'x' }, undefined, commentsOnly), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await sdk.updateComment(c.id, { body: 'mine, but unreadable' }, undefined, commentsOnly), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.deleteComment(c.id, undefined, commentsOnly), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.setCommentArchived(c.id, { archived: true }, undefined, commentsOnly), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await sdk.setCommentReaction(c.id, { emoji: '👍', on: true }, undefined, commentsOnly), 404, 'NOT_FOUND', 'path.id');
    expectStatus(await sdk.listComments({ entityType: 'opportunity', entityId: opp.ref }, commentsOnly), 200);
    expectStatus(await sdk.createComment({ entityType: 'opportunity', entityId: opp.ref, body: 'Readable entity' }, undefined, commentsOnly), 201);

    const noComments = as((await keys.createKey({ userId: admin.id, capabilities: ['task:read'] })).apiKey);
    const forbidden = expectFailure(await sdk.listComments({ entityType: 'task', entityId: task.ref }, noComments), 403, 'FORBIDDEN');
    expect(JSON.stringify(forbidden.data)).toContain('comment:read');
    expect(expectStatus(await sdk.updateComment(c.id, { body: 'Still mine' }, undefined, admin.o), 200).data.body).toBe('Still mine');
  });
});
