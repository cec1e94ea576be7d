/**
 * Mentions and room notification levels without leaks, and comments on entities (spec 2 §4.17): order, paging,
 * one reply level, archive by author or entity owner, refs, the entity's read capability.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../lib/http.js';
import { OrgService } from '../../src/services/orgs.js';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import { admin, ann, annabel, bob, cara, createRoom, dan, db, ids, inbox, post, setMembership, tag, useCollaborationOrg } from './_setup.js';

useCollaborationOrg();

describe('mentions and notifications', () => {
  let room: any;
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
    const edited = expectStatus(await ann.api('PATCH', `/api/v1/messages/${plain.id}`, { body: 'An ordinary update, @Cara' }), 200).data;
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
    const dm = expectStatus(await admin.api('POST', '/api/v1/rooms/dm', { userId: cara.id }), 201).data;
    const inDm = await post(admin, dm.id, 'Just us, @Dan');
    expect(await inbox(dan, { entityId: inDm.id })).toEqual([]);
    expect(await inbox(cara, { entityId: inDm.id })).toEqual([expect.objectContaining({ type: 'message', title: 'Admin sent you a message' })]);
  });

  it('on comments: mentions notify with a link to the thread; a muted entity gets no mention; ambiguous ones nobody', async () => {
    const task = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: `Mentioned ${tag()}` }), 201).data;
    const c = expectStatus(
      await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: '@"Bob Ray" can you take this?' }),
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

    expect(
      expectStatus(await cara.api('POST', '/api/v1/subscriptions', { entityType: 'task', entityId: task.ref, subscribed: false }), 200).data.subscribed,
    ).toBe(false);
    expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: '@Cara and @Dan, FYI' }), 201);
    expect(await inbox(cara, { type: 'mention', entityId: task.id })).toEqual([]);
    expect(await inbox(dan, { type: 'mention', entityId: task.id })).toHaveLength(1);

    expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: '@Ann or @nobody?' }), 201);
    expect(await inbox(ann, { type: 'mention', entityId: task.id })).toEqual([]);
    expect(await inbox(annabel, { type: 'mention', entityId: task.id })).toEqual([]);

    // an edit adding a mention notifies the newly mentioned only
    const edited = expectStatus(await admin.api('PATCH', `/api/v1/comments/${c.id}`, { body: '@"Bob Ray" can you take this? cc @Annabel' }), 200).data;
    expect(edited.edited).toBe(true);
    expect(await inbox(annabel, { type: 'mention', entityId: task.id })).toHaveLength(1);
    expect(await inbox(bob, { type: 'mention', entityId: task.id })).toHaveLength(1);
  });
});

describe('comments on entities (spec 2 §4.17)', () => {
  let task: any;
  let c1: any;
  let c2: any;
  let c3: any;
  let c4: any;

  beforeAll(async () => {
    expectStatus(await admin.api('POST', '/api/v1/teams', { name: 'Engineering', prefix: 'ENG' }), 201);
    task = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: 'Commented task', teamId: 'ENG', ownerId: bob.id }), 201).data;
  });

  it('by ref (ENG-n) or UUID: oldest first, one reply level, paged with a cursor', async () => {
    expect(task.ref).toMatch(/^ENG-\d+$/);
    c1 = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'First' }), 201).data;
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
    c2 = expectStatus(await ann.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.id, body: 'Reply', parentId: c1.id }), 201).data;
    c3 = expectStatus(
      await cara.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Reply to the reply', parentId: c2.id }),
      201,
    ).data;
    expect([c2.parentId, c3.parentId]).toEqual([c1.id, c1.id]);
    c4 = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Second' }), 201).data;

    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 200).data)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.id}`), 200).data)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    const page1 = expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&limit=2`), 200);
    expect(ids(page1.data)).toEqual([c1.id, c2.id]);
    expect(page1.pagination.hasMore).toBe(true);
    const page2 = expectStatus(
      await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&limit=2&cursor=${encodeURIComponent(page1.pagination.cursor)}`),
      200,
    );
    expect(ids(page2.data)).toEqual([c3.id, c4.id]);
    expect(page2.pagination.hasMore).toBe(false);

    // a parent on another entity is not a parent here
    const other = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: 'Other task' }), 201).data;
    expectFailure(
      await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: other.ref, body: 'x', parentId: c1.id }),
      404,
      'NOT_FOUND',
      'body.parentId',
    );
    expectFailure(await admin.api('GET', '/api/v1/comments?entityType=task&entityId=ENG-99999'), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: 'ENG-99999', body: 'x' }), 404, 'NOT_FOUND', 'body.entityId');
    expect(
      expectFailure(await admin.api('GET', `/api/v1/comments?entityType=tsk&entityId=${task.ref}`), 400, 'VALIDATION_FAILED', 'query.entityType').details[0]
        .message,
    ).toContain('task');
  });

  it('author-only edit and delete; archive by the author or the entity owner, not a third user; includeArchived', async () => {
    expectFailure(await ann.api('PATCH', `/api/v1/comments/${c1.id}`, { body: 'Not mine' }), 403, 'FORBIDDEN');
    expectFailure(await bob.api('DELETE', `/api/v1/comments/${c1.id}`), 403, 'FORBIDDEN'); // even the task owner
    expect(expectStatus(await admin.api('PATCH', `/api/v1/comments/${c4.id}`, { body: 'Second, edited' }), 200).data).toMatchObject({
      id: c4.id,
      body: 'Second, edited',
      edited: true,
    });

    const third = expectFailure(await dan.api('POST', `/api/v1/comments/${c4.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expect(third.suggestion).toContain(task.ref);
    const byOwner = expectStatus(await bob.api('POST', `/api/v1/comments/${c4.id}/archived`, { archived: true }), 200).data; // Bob owns the task
    expect(byOwner).toMatchObject({ id: c4.id, archived: true, archivedBy: bob.id });
    expect(byOwner.archivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 200).data)).toEqual([c1.id, c2.id, c3.id]);
    const all = expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&includeArchived=true`), 200).data;
    expect(ids(all)).toEqual([c1.id, c2.id, c3.id, c4.id]);
    expect(all[3]).toMatchObject({ archived: true, archivedBy: bob.id });
    // the author archives their own, and restores
    expect(expectStatus(await cara.api('POST', `/api/v1/comments/${c3.id}/archived`, { archived: true }), 200).data.archived).toBe(true);
    expect(expectStatus(await cara.api('POST', `/api/v1/comments/${c3.id}/archived`, { archived: false }), 200).data).toMatchObject({
      archived: false,
      archivedAt: null,
      archivedBy: null,
    });
    expect(expectStatus(await admin.api('POST', `/api/v1/comments/${c4.id}/archived`, { archived: false }), 200).data.archived).toBe(false);

    // deleting a top-level comment takes its replies
    expect(expectStatus(await admin.api('DELETE', `/api/v1/comments/${c1.id}`), 200).data).toEqual({ id: c1.id, deleted: true });
    expect(ids(expectStatus(await dan.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}&includeArchived=true`), 200).data)).toEqual([c4.id]);
    expectFailure(await admin.api('PATCH', `/api/v1/comments/${c2.id}`, { body: 'gone' }), 404, 'NOT_FOUND', 'path.id');
  });

  it("archive by an opportunity's lead; comments by OPP-n", async () => {
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Led ${tag()}`, leadId: ann.id }), 201).data;
    const c = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'Worth it?' }), 201).data;
    expect(c.entityId).toBe(opp.id);
    expectFailure(await cara.api('POST', `/api/v1/comments/${c.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expect(expectStatus(await ann.api('POST', `/api/v1/comments/${c.id}/archived`, { archived: true }), 200).data).toMatchObject({
      archived: true,
      archivedBy: ann.id,
    });
    expect(expectStatus(await bob.api('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`), 200).data).toEqual([]);
  });

  it("archive by the objective's DRI and the metric's steward (the entity's owner)", async () => {
    const vision = expectStatus(await admin.api('POST', '/api/v1/visions', { name: `Vision ${tag()}`, kind: 'product', narrative: 'n' }), 201).data;
    const objective = expectStatus(await admin.api('POST', '/api/v1/objectives', { title: 'Owned objective', visionId: vision.ref, driId: cara.id }), 201).data;
    const metric = expectStatus(await admin.api('POST', '/api/v1/metrics', { name: `Metric ${tag()}`, unit: 'count', stewardId: dan.id }), 201).data;
    const onObjective = expectStatus(
      await bob.api('POST', '/api/v1/comments', { entityType: 'objective', entityId: objective.ref, body: 'On the objective' }),
      201,
    ).data;
    const onMetric = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'metric', entityId: metric.ref, body: 'On the metric' }), 201).data;
    expectFailure(await dan.api('POST', `/api/v1/comments/${onObjective.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expectFailure(await cara.api('POST', `/api/v1/comments/${onMetric.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
    expect(expectStatus(await cara.api('POST', `/api/v1/comments/${onObjective.id}/archived`, { archived: true }), 200).data.archivedBy).toBe(cara.id);
    expect(expectStatus(await dan.api('POST', `/api/v1/comments/${onMetric.id}/archived`, { archived: true }), 200).data.archivedBy).toBe(dan.id);
    const onVision = expectStatus(await bob.api('POST', '/api/v1/comments', { entityType: 'vision', entityId: vision.ref, body: 'On the vision' }), 201).data;
    expect(onVision).toMatchObject({ entityType: 'vision', entityId: vision.id });
    expectFailure(await dan.api('POST', `/api/v1/comments/${onVision.id}/archived`, { archived: true }), 403, 'FORBIDDEN');
  });

  it("needs the entity's read capability: a key without task:read reads the task's thread as 404; without comment:read 403", async () => {
    const c = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'Visible to task readers' }), 201).data;
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Readable ${tag()}` }), 201).data;
    const keys = new OrgService(db);
    const commentsOnly = client(
      (await keys.createKey({ userId: admin.id, capabilities: ['comment:read', 'comment:create', 'comment:update', 'comment:delete', 'opportunity:read'] }))
        .apiKey,
    );
    expectFailure(await commentsOnly('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await commentsOnly('GET', `/api/v1/comments?entityType=task&entityId=${task.id}`), 404, 'NOT_FOUND', 'query.entityId');
    expectFailure(await commentsOnly('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'x' }), 404, 'NOT_FOUND', 'body.entityId');
    expectFailure(await commentsOnly('PATCH', `/api/v1/comments/${c.id}`, { body: 'mine, but unreadable' }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await commentsOnly('DELETE', `/api/v1/comments/${c.id}`), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await commentsOnly('POST', `/api/v1/comments/${c.id}/archived`, { archived: true }), 404, 'NOT_FOUND', 'path.id');
    expectFailure(await commentsOnly('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 404, 'NOT_FOUND', 'path.id');
    expectStatus(await commentsOnly('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`), 200);
    expectStatus(await commentsOnly('POST', '/api/v1/comments', { entityType: 'opportunity', entityId: opp.ref, body: 'Readable entity' }), 201);

    const noComments = client((await keys.createKey({ userId: admin.id, capabilities: ['task:read'] })).apiKey);
    const forbidden = expectFailure(await noComments('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 403, 'FORBIDDEN');
    expect(JSON.stringify(forbidden.data)).toContain('comment:read');
    expect(expectStatus(await admin.api('PATCH', `/api/v1/comments/${c.id}`, { body: 'Still mine' }), 200).data.body).toBe('Still mine');
  });
});
