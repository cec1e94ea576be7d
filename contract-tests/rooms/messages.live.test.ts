/**
 * Messages on the real server and a real Postgres (spec 2 §4.17, §8): two-level threads and tombstones, author-only
 * edits, system-message protection, search filters and the 2-character rule over the trigram index, reactions, the
 * 100-per-page limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../../sdk/src/index';
import type { Message, Room } from '../../sdk/src/index';
import { envelope as expectStatus, failure as expectFailure, must } from '../lib/sdkAs.js';
import {
  admin,
  ann,
  annabel,
  bob,
  cara,
  createRoom,
  dan,
  db,
  found,
  ids,
  inbox,
  post,
  setMembership,
  sorted,
  systemRoomId,
  tag,
  type Person,
  useCollaborationOrg,
} from './_setup.js';

useCollaborationOrg();

describe('messages: two-level threads and tombstones', () => {
  it('a reply to a reply attaches to the top-level message; threads oldest first and paged; replyCount; lists newest first', async () => {
    const room = await createRoom(admin, [ann.id]);
    const top = await post(admin, room.id, 'Top-level');
    expect(top).toMatchObject({ parentId: null, replyCount: 0, edited: false, deleted: false, pinned: false, pinnedAt: null, pinnedBy: null, reactions: [] });
    const r1 = await post(ann, room.id, 'First reply', top.id);
    const r2 = await post(admin, room.id, 'Reply to the reply', r1.id);
    const r3 = await post(admin, room.id, 'Reply to the reply of a reply', r2.id);
    expect([r1.parentId, r2.parentId, r3.parentId]).toEqual([top.id, top.id, top.id]);
    const top2 = await post(ann, room.id, 'Second top-level');

    const list = expectStatus(await sdk.listMessages({ roomId: room.id }, admin.o), 200).data;
    expect(ids(list)).toEqual([top2.id, top.id]); // top-level only, newest first
    expect(list.map((m) => m.replyCount)).toEqual([0, 3]);

    expect(ids(expectStatus(await sdk.listMessageThread(top.id, undefined, ann.o), 200).data)).toEqual([r1.id, r2.id, r3.id]);
    expect(ids(expectStatus(await sdk.listMessageThread(r2.id, undefined, ann.o), 200).data)).toEqual([r1.id, r2.id, r3.id]);
    const page1 = expectStatus(await sdk.listMessageThread(top.id, { limit: 2 }, ann.o), 200);
    expect(ids(page1.data)).toEqual([r1.id, r2.id]);
    expect(page1.pagination?.hasMore).toBe(true);
    const page2 = expectStatus(await sdk.listMessageThread(top.id, { limit: 2, cursor: page1.pagination?.cursor ?? undefined }, ann.o), 200);
    expect(ids(page2.data)).toEqual([r3.id]);
    expect(page2.pagination?.hasMore).toBe(false);

    const listPage = expectStatus(await sdk.listMessages({ roomId: room.id, limit: 1 }, admin.o), 200);
    expect(ids(listPage.data)).toEqual([top2.id]);
    const listNext = expectStatus(await sdk.listMessages({ roomId: room.id, limit: 1, cursor: listPage.pagination?.cursor ?? undefined }, admin.o), 200);
    expect(ids(listNext.data)).toEqual([top.id]);

    // a parent from another room is not a parent here
    const elsewhere = await createRoom(admin, [ann.id]);
    expectFailure(await sdk.createMessage({ roomId: elsewhere.id, body: 'x', parentId: top.id }, undefined, admin.o), 404, 'NOT_FOUND', 'body.parentId');
  });

  it('a deleted top-level message with replies stays as a tombstone; its thread stays readable; the last reply takes it away', async () => {
    const room = await createRoom(admin, [ann.id]);
    const top = await post(admin, room.id, 'Soon a tombstone');
    const r1 = await post(ann, room.id, 'Reply one', top.id);
    const r2 = await post(admin, room.id, 'Reply two', top.id);
    const lone = await post(admin, room.id, 'No replies');

    expect(expectStatus(await sdk.deleteMessage(top.id, undefined, admin.o), 200).data).toEqual({ id: top.id, deleted: true });
    expect(expectStatus(await sdk.deleteMessage(lone.id, undefined, admin.o), 200).data).toEqual({ id: lone.id, deleted: true });
    const list = expectStatus(await sdk.listMessages({ roomId: room.id }, ann.o), 200).data;
    expect(ids(list)).toEqual([top.id]); // the lone message is gone; the tombstone stays
    expect(list[0]).toMatchObject({ deleted: true, body: '', replyCount: 2, pinned: false });
    expect(ids(expectStatus(await sdk.listMessageThread(top.id, undefined, ann.o), 200).data)).toEqual([r1.id, r2.id]);
    // a tombstone takes no edits, and can still be replied to (its thread lives on)
    expectFailure(await sdk.updateMessage(top.id, { body: 'Back' }, undefined, admin.o), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await sdk.deleteMessage(top.id, undefined, admin.o), 409, 'INVALID_STATE_TRANSITION');

    expectStatus(await sdk.deleteMessage(r1.id, undefined, ann.o), 200);
    expectStatus(await sdk.deleteMessage(r2.id, undefined, admin.o), 200);
    expect(expectStatus(await sdk.listMessages({ roomId: room.id }, ann.o), 200).data).toEqual([]);
    expectFailure(await sdk.listMessageThread(top.id, undefined, ann.o), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('messages: author-only edits and system messages', () => {
  it('only the author edits or deletes (403 for others); an edit sets edited', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const m = await post(ann, room.id, 'Ann wrote this');
    expect(m.edited).toBe(false);
    const byBob = expectFailure(await sdk.updateMessage(m.id, { body: 'Bob rewrote it' }, undefined, bob.o), 403, 'FORBIDDEN');
    expect(byBob.suggestion).toContain('parentId');
    expectFailure(await sdk.updateMessage(m.id, { body: 'Even the room admin cannot' }, undefined, admin.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.deleteMessage(m.id, undefined, bob.o), 403, 'FORBIDDEN');
    expectFailure(await sdk.deleteMessage(m.id, undefined, admin.o), 403, 'FORBIDDEN');
    const edited = expectStatus(await sdk.updateMessage(m.id, { body: 'Ann rewrote this' }, undefined, ann.o), 200).data;
    expect(edited).toMatchObject({ id: m.id, body: 'Ann rewrote this', edited: true, authorId: ann.id });
    expect(expectStatus(await sdk.listMessages({ roomId: room.id }, bob.o), 200).data[0]).toMatchObject({
      id: m.id,
      body: 'Ann rewrote this',
      edited: true,
    });
    // pinning is for any member
    const pinned = expectStatus(await sdk.setMessagePinned(m.id, { pinned: true }, undefined, bob.o), 200).data;
    expect(pinned).toMatchObject({ pinned: true, pinnedBy: bob.id });
    expect(ids(expectStatus(await sdk.listPinnedMessages({ roomId: room.id }, ann.o), 200).data)).toEqual([m.id]);
    expect(ids(expectStatus(await sdk.listPinnedMessages({ limit: 100 }, ann.o), 200).data)).toContain(m.id);
    expect(ids(expectStatus(await sdk.listPinnedMessages({ limit: 100 }, cara.o), 200).data)).not.toContain(m.id); // not her room
    expect(expectStatus(await sdk.setMessagePinned(m.id, { pinned: true }, undefined, bob.o), 200).data.pinnedAt).toBe(pinned.pinnedAt); // absolute
    const later = await post(bob, room.id, 'Pinned later');
    expectStatus(await sdk.setMessagePinned(later.id, { pinned: true }, undefined, ann.o), 200);
    expect(ids(expectStatus(await sdk.listPinnedMessages({ roomId: room.id }, ann.o), 200).data)).toEqual([later.id, m.id]); // most recently pinned first
    expect(expectStatus(await sdk.setMessagePinned(m.id, { pinned: false }, undefined, ann.o), 200).data).toMatchObject({
      pinned: false,
      pinnedAt: null,
      pinnedBy: null,
    });
    expect(expectStatus(await sdk.deleteMessage(m.id, undefined, ann.o), 200).data).toEqual({ id: m.id, deleted: true });
  });

  it('an opportunity decision posts a system message in the system room and a system comment; neither can be edited or deleted', async () => {
    const opp = expectStatus(await sdk.createOpportunity({ title: `Decided ${tag()}`, leadId: ann.id }, undefined, admin.o), 201).data;
    // spec 1 §3.2 names cancelled too, but setOpportunityState offers backlog, in_progress and completed; completed is a decision
    expectStatus(await sdk.setOpportunityState(opp.ref, { state: 'completed' }, undefined, admin.o), 200);

    const rooms = expectStatus(await sdk.listRooms({ scope: 'mine', limit: 200 }, bob.o), 200).data;
    const system = found(
      rooms.find((r) => r.kind === 'system'),
      'the system room',
    );
    expect(system.id).toBe(systemRoomId);
    const messages = expectStatus(await sdk.listMessages({ roomId: system.id }, bob.o), 200).data;
    const sysMsg = found(
      messages.find((m) => m.body.includes(opp.ref)),
      'the system message',
    );
    expect(sysMsg).toMatchObject({ system: true, authorId: null, parentId: null, roomId: system.id });
    expect(sysMsg.body).toContain('completed');
    for (const who of [admin, bob]) {
      const edit = expectFailure(await sdk.updateMessage(sysMsg.id, { body: 'Rewritten history' }, undefined, who.o), 403, 'FORBIDDEN');
      expect(edit.message).toMatch(/System messages/);
      expectFailure(await sdk.deleteMessage(sysMsg.id, undefined, who.o), 403, 'FORBIDDEN');
    }
    // members can reply to it in its thread
    const reply = await post(bob, system.id, 'Nice work', sysMsg.id);
    expect(reply.parentId).toBe(sysMsg.id);

    const comments = expectStatus(await sdk.listComments({ entityType: 'opportunity', entityId: opp.ref }, bob.o), 200).data;
    const sysComment = found(
      comments.find((c) => c.system),
      'the system comment',
    );
    expect(sysComment).toMatchObject({ system: true, authorId: null, entityType: 'opportunity', entityId: opp.id });
    expect(sysComment.body).toContain('completed');
    expect(sysComment.body).toContain(opp.ref);
    for (const who of [admin, ann]) {
      expectFailure(await sdk.updateComment(sysComment.id, { body: 'Rewritten' }, undefined, who.o), 403, 'FORBIDDEN');
      expectFailure(await sdk.deleteComment(sysComment.id, undefined, who.o), 403, 'FORBIDDEN');
    }
  });

  it('a system message notifies members whose system-room level is all, and nobody at the default level', async () => {
    // Dan set the system room to all (membership test above); Cara keeps the default (mentions).
    expect(expectStatus(await setMembership(dan, systemRoomId, { notificationLevel: 'all' }), 200).data.notificationLevel).toBe('all');
    const opp = expectStatus(await sdk.createOpportunity({ title: `Announced ${tag()}` }, undefined, admin.o), 201).data;
    expectStatus(await sdk.setOpportunityState(opp.ref, { state: 'completed' }, undefined, admin.o), 200);
    const sysMsg = found(
      expectStatus(await sdk.listMessages({ roomId: systemRoomId }, dan.o), 200).data.find((m) => m.body.includes(opp.ref)),
      'the system message',
    );
    expect(await inbox(dan, { type: 'message', entityId: sysMsg.id })).toEqual([
      expect.objectContaining({ entityType: 'message', actorId: null, linkUrl: `/api/v1/messages?roomId=${systemRoomId}` }),
    ]);
    expect(await inbox(cara, { entityId: sysMsg.id })).toEqual([]);
    // people may talk in the system room too: its default level (mentions) takes mentions only
    const said = await post(admin, systemRoomId, 'Welcome, @Cara');
    expect(await inbox(cara, { entityId: said.id })).toEqual([expect.objectContaining({ type: 'mention' })]);
    expect(await inbox(dan, { entityId: said.id })).toEqual([expect.objectContaining({ type: 'message' })]);
    expect(await inbox(bob, { entityId: said.id })).toEqual([]);
  });
});

describe('messages: search (spec 2 §4.17, §8)', () => {
  const token = `zircon${tag()}`;
  let s1: Room;
  let s2: Room;
  let dm: Room;
  let a1: Message;
  let a2: Message;
  let a3: Message;
  let a4: Message;
  let a5: Message;

  beforeAll(async () => {
    s1 = await createRoom(admin, [ann.id, bob.id]);
    s2 = await createRoom(admin, [cara.id], 'private');
    dm = must(await sdk.createDmRoom({ userId: bob.id }, undefined, admin.o));
    a1 = await post(admin, s1.id, `The ${token.toUpperCase()} plan`);
    a2 = await post(ann, s1.id, `About ${token} later`);
    a3 = await post(admin, s2.id, `${token} is a secret`);
    a4 = await post(admin, dm.id, `Between us: ${token}`);
    a5 = await post(ann, s1.id, 'Nothing to see');
  });

  it('matches a case-insensitive substring, only in rooms the caller is a member of', async () => {
    const q = token.slice(2, 9); // a substring from inside the word
    expect(sorted(ids(expectStatus(await sdk.searchMessages({ query: q }, admin.o), 200).data))).toEqual(sorted([a1.id, a2.id, a3.id, a4.id]));
    expect(sorted(ids(expectStatus(await sdk.searchMessages({ query: token.toUpperCase() }, admin.o), 200).data))).toEqual(
      sorted([a1.id, a2.id, a3.id, a4.id]),
    );
    expect(sorted(ids(expectStatus(await sdk.searchMessages({ query: token }, bob.o), 200).data))).toEqual(sorted([a1.id, a2.id, a4.id]));
    expect(ids(expectStatus(await sdk.searchMessages({ query: token }, cara.o), 200).data)).toEqual([a3.id]);
    expect(expectStatus(await sdk.searchMessages({ query: token }, dan.o), 200).data).toEqual([]);
    // an open room one has not joined is not searched either
    expect(expectStatus(await sdk.searchMessages({ query: token }, annabel.o), 200).data).toEqual([]);
    expectFailure(await sdk.searchMessages({ query: token, roomId: s1.id }, annabel.o), 403, 'FORBIDDEN');
    // case-insensitive beyond ASCII
    const room = await createRoom(admin, [ann.id]);
    const umlaut = await post(admin, room.id, `Ärger über ${tag()}`);
    for (const q of ['ärger', 'ÄRGER', 'ÜBER']) {
      expect(ids(expectStatus(await sdk.searchMessages({ query: q, roomId: room.id }, ann.o), 200).data)).toEqual([umlaut.id]);
    }
  });

  it('each filter narrows: roomId, authorId, dmWith, from, to', async () => {
    const search = async (params: Omit<sdk.SearchMessagesParams, 'query'>, who: Person = admin) =>
      sorted(ids(expectStatus(await sdk.searchMessages({ query: token, ...params }, who.o), 200).data));
    expect(await search({ roomId: s1.id })).toEqual(sorted([a1.id, a2.id]));
    expect(await search({ authorId: ann.id })).toEqual([a2.id]);
    expect(await search({ authorId: 'me' })).toEqual(sorted([a1.id, a3.id, a4.id]));
    expect(await search({ dmWith: bob.id })).toEqual([a4.id]);
    expect(await search({ dmWith: admin.id }, bob)).toEqual([a4.id]);
    expect(await search({ dmWith: dan.id })).toEqual([]);
    expect(await search({ from: a3.createdAt })).toEqual(sorted([a3.id, a4.id])); // inclusive
    expect(await search({ to: a2.createdAt })).toEqual(sorted([a1.id, a2.id])); // inclusive
    expect(await search({ from: a2.createdAt, to: a3.createdAt })).toEqual(sorted([a2.id, a3.id]));
    expect(await search({ roomId: s1.id, authorId: 'me' })).toEqual([a1.id]);
    expect(await search({ to: '2000-01-01T00:00:00Z' })).toEqual([]);
    expectFailure(await sdk.searchMessages({ query: token, from: a3.createdAt, to: a1.createdAt }, admin.o), 400, 'VALIDATION_FAILED', 'query.from');
  });

  it('a query under 2 characters needs a filter (400 naming query.query); with one it is answered', async () => {
    const short = expectFailure(await sdk.searchMessages({ query: 'z' }, admin.o), 400, 'VALIDATION_FAILED', 'query.query');
    expect(short.suggestion).toMatch(/2 or more characters/);
    expect(short.suggestion).toMatch(/roomId/);
    expectFailure(await sdk.searchMessages(undefined, admin.o), 400, 'VALIDATION_FAILED', 'query.query');
    expectFailure(await sdk.searchMessages({ query: ' z ' }, admin.o), 400, 'VALIDATION_FAILED', 'query.query');
    // one character with a filter: the substring still applies (a5 has no z)
    expect(sorted(ids(expectStatus(await sdk.searchMessages({ query: 'z', roomId: s1.id }, admin.o), 200).data))).toEqual(sorted([a1.id, a2.id]));
    // no query, a filter: every message of the filter, newest first
    expect(ids(expectStatus(await sdk.searchMessages({ roomId: s1.id }, admin.o), 200).data)).toEqual([a5.id, a2.id, a1.id]);
  });

  it('wildcards are literal, deleted messages are not found, at most 40 results', async () => {
    const w = `pct${tag()}`;
    const literal = await post(admin, s1.id, `${w}a%b literal`);
    await post(admin, s1.id, `${w}axxb wildcard`);
    expect(ids(expectStatus(await sdk.searchMessages({ query: `${w}a%b` }, admin.o), 200).data)).toEqual([literal.id]);
    expect(expectStatus(await sdk.searchMessages({ query: `${w}a_b` }, admin.o), 200).data).toEqual([]);
    expectStatus(await sdk.deleteMessage(literal.id, undefined, admin.o), 200);
    expect(expectStatus(await sdk.searchMessages({ query: `${w}a%b` }, admin.o), 200).data).toEqual([]);

    const bulk = `bulk${tag()}`;
    const room = await createRoom(admin, [ann.id]);
    const batch = Array.from({ length: 45 }, (_, i) => ({
      id: `m${i}`,
      method: 'POST' as const,
      path: '/api/v1/messages',
      body: { roomId: room.id, body: `${bulk} number ${i}` },
    }));
    for (let i = 0; i < batch.length; i += 20) expectStatus(await sdk.runBatch({ operations: batch.slice(i, i + 20) }, undefined, admin.o), 207);
    expect(expectStatus(await sdk.searchMessages({ query: bulk, limit: 40 }, admin.o), 200).data).toHaveLength(40);
    expect(expectStatus(await sdk.searchMessages({ query: bulk }, admin.o), 200).data?.length).toBeLessThanOrEqual(40);
    // best matches first: a whole-word match ranks above the query buried inside a longer word
    const rank = `rank${tag()}`;
    const buried = await post(admin, s1.id, `x${rank}y`);
    const whole = await post(admin, s1.id, `The ${rank} itself`);
    expect(ids(expectStatus(await sdk.searchMessages({ query: rank }, admin.o), 200).data)).toEqual([whole.id, buried.id]);
    const over = expectFailure(await sdk.searchMessages({ query: bulk, limit: 41 }, admin.o), 400, 'VALIDATION_FAILED', 'query.limit');
    expect(over.suggestion).toContain('40');
  });

  it('the body substring predicate is served by the messages_body_trgm index, not a table scan', async () => {
    // As platform.test.ts does for global search: the test tables are small, so scans are priced out and the
    // predicate the search uses (ILIKE '%…%' on body) must be answerable from the trigram GIN index alone. (With an
    // org_id = … term added, the planner may prefer another org_id-leading index on a table this small.)
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const plan = (await trx.raw(`EXPLAIN SELECT id FROM messages WHERE body ILIKE ?`, [`%${token}%`])).rows
        .map((r: Record<string, string>) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Bitmap Index Scan on messages_body_trgm/);
      expect(plan).toMatch(/Index Cond: \(body ~~\* /);
      expect(plan).not.toMatch(/Seq Scan/);
      const def = (await trx.raw(`SELECT indexdef FROM pg_indexes WHERE indexname = 'messages_body_trgm'`)).rows[0]?.indexdef;
      expect(def).toMatch(/USING gin \(org_id, body gin_trgm_ops\)/); // org_id first (conventions: tenant tables)
    });
  });
});

describe('reactions: aggregates per caller', () => {
  it('on messages: counts, reactedByMe per caller, on:false removes, repeats do not double count', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const m = await post(admin, room.id, 'React to me');
    expect(expectStatus(await sdk.setMessageReaction(m.id, { emoji: '👍', on: true }, undefined, ann.o), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(expectStatus(await sdk.setMessageReaction(m.id, { emoji: '👍', on: true }, undefined, ann.o), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    const two = expectStatus(await sdk.setMessageReaction(m.id, { emoji: '👍', on: true }, undefined, bob.o), 200).data;
    expect(two).toEqual([{ emoji: '👍', count: 2, reactedByMe: true }]);
    const rocket = expectStatus(await sdk.setMessageReaction(m.id, { emoji: ':rocket:', on: true }, undefined, bob.o), 200).data;
    expect(rocket).toHaveLength(2);
    expect(rocket).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: ':rocket:', count: 1, reactedByMe: true },
      ]),
    );
    // as each caller sees it on the list
    const asAdmin = expectStatus(await sdk.listMessages({ roomId: room.id }, admin.o), 200).data[0].reactions;
    expect(asAdmin).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    expect(asAdmin).toHaveLength(2);
    const asAnn = expectStatus(await sdk.listMessages({ roomId: room.id }, ann.o), 200).data[0].reactions;
    expect(asAnn).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    // off
    expect(expectStatus(await sdk.setMessageReaction(m.id, { emoji: '👍', on: false }, undefined, ann.o), 200).data).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 1, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    expect(expectStatus(await sdk.setMessageReaction(m.id, { emoji: '👍', on: false }, undefined, ann.o), 200).data).toHaveLength(2); // absolute
    expect(expectStatus(await sdk.setMessageReaction(m.id, { emoji: ':rocket:', on: false }, undefined, bob.o), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expectFailure(await sdk.setMessageReaction(m.id, { emoji: 'two words', on: true }, undefined, bob.o), 400, 'VALIDATION_FAILED', 'body.emoji');
    expectFailure(await sdk.setMessageReaction(m.id, { emoji: '👍', on: true }, undefined, cara.o), 403, 'FORBIDDEN'); // open room, not joined
  });

  it('on comments: the same aggregate', async () => {
    const task = expectStatus(await sdk.createTask({ title: `Reacted ${tag()}` }, undefined, admin.o), 201).data;
    const c = expectStatus(await sdk.createComment({ entityType: 'task', entityId: task.ref, body: 'React here' }, undefined, admin.o), 201).data;
    expect(expectStatus(await sdk.setCommentReaction(c.id, { emoji: '👍', on: true }, undefined, ann.o), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(expectStatus(await sdk.setCommentReaction(c.id, { emoji: '👍', on: true }, undefined, ann.o), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(expectStatus(await sdk.setCommentReaction(c.id, { emoji: '👍', on: true }, undefined, bob.o), 200).data).toEqual([
      { emoji: '👍', count: 2, reactedByMe: true },
    ]);
    const rocket = expectStatus(await sdk.setCommentReaction(c.id, { emoji: ':rocket:', on: true }, undefined, bob.o), 200).data;
    expect(rocket).toHaveLength(2);
    expect(rocket).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: ':rocket:', count: 1, reactedByMe: true },
      ]),
    );
    const asAdmin = expectStatus(await sdk.listComments({ entityType: 'task', entityId: task.ref }, admin.o), 200).data.find((x) => x.id === c.id)?.reactions;
    expect(asAdmin).toHaveLength(2);
    expect(asAdmin).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    expect(expectStatus(await sdk.setCommentReaction(c.id, { emoji: '👍', on: false }, undefined, bob.o), 200).data).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 1, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: true },
      ]),
    );
    expect(expectStatus(await sdk.setCommentReaction(c.id, { emoji: ':rocket:', on: false }, undefined, bob.o), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: false },
    ]);
  });
});

describe('messages: page size (spec 2 §8)', () => {
  it('more than 100 per page is 400 naming limit, with a suggestion that says 100', async () => {
    const room = await createRoom(admin, [ann.id]);
    for (const limit of [101, 200]) {
      const err = expectFailure(await sdk.listMessages({ roomId: room.id, limit }, admin.o), 400, 'VALIDATION_FAILED', 'query.limit');
      expect(err.suggestion).toMatch(/\b100\b/);
    }
    expect(expectStatus(await sdk.listMessages({ roomId: room.id, limit: 100 }, admin.o), 200).data).toEqual([]);
    const top = await post(admin, room.id, 'Threaded');
    expect(expectFailure(await sdk.listMessageThread(top.id, { limit: 101 }, admin.o), 400, 'VALIDATION_FAILED', 'query.limit').suggestion).toMatch(/\b100\b/);
    expect(expectFailure(await sdk.listPinnedMessages({ limit: 101 }, admin.o), 400, 'VALIDATION_FAILED', 'query.limit').suggestion).toMatch(/\b100\b/);
  });
});
