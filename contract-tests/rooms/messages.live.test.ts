/**
 * Messages on the real server and a real Postgres (spec 2 §4.17, §8): two-level threads and tombstones, author-only
 * edits, system-message protection, search filters and the 2-character rule over the trigram index, reactions, the
 * 100-per-page limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectReply as expectStatus, expectFailure } from '../lib/expect.js';
import {
  admin,
  ann,
  annabel,
  bob,
  cara,
  createRoom,
  dan,
  db,
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

    const list = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data;
    expect(ids(list)).toEqual([top2.id, top.id]); // top-level only, newest first
    expect(list.map((m: any) => m.replyCount)).toEqual([0, 3]);

    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 200).data)).toEqual([r1.id, r2.id, r3.id]);
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${r2.id}/thread`), 200).data)).toEqual([r1.id, r2.id, r3.id]);
    const page1 = expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread?limit=2`), 200);
    expect(ids(page1.data)).toEqual([r1.id, r2.id]);
    expect(page1.pagination.hasMore).toBe(true);
    const page2 = expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread?limit=2&cursor=${encodeURIComponent(page1.pagination.cursor)}`), 200);
    expect(ids(page2.data)).toEqual([r3.id]);
    expect(page2.pagination.hasMore).toBe(false);

    const listPage = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}&limit=1`), 200);
    expect(ids(listPage.data)).toEqual([top2.id]);
    const listNext = expectStatus(
      await admin.api('GET', `/api/v1/messages?roomId=${room.id}&limit=1&cursor=${encodeURIComponent(listPage.pagination.cursor)}`),
      200,
    );
    expect(ids(listNext.data)).toEqual([top.id]);

    // a parent from another room is not a parent here
    const elsewhere = await createRoom(admin, [ann.id]);
    expectFailure(await admin.api('POST', '/api/v1/messages', { roomId: elsewhere.id, body: 'x', parentId: top.id }), 404, 'NOT_FOUND', 'body.parentId');
  });

  it('a deleted top-level message with replies stays as a tombstone; its thread stays readable; the last reply takes it away', async () => {
    const room = await createRoom(admin, [ann.id]);
    const top = await post(admin, room.id, 'Soon a tombstone');
    const r1 = await post(ann, room.id, 'Reply one', top.id);
    const r2 = await post(admin, room.id, 'Reply two', top.id);
    const lone = await post(admin, room.id, 'No replies');

    expect(expectStatus(await admin.api('DELETE', `/api/v1/messages/${top.id}`), 200).data).toEqual({ id: top.id, deleted: true });
    expect(expectStatus(await admin.api('DELETE', `/api/v1/messages/${lone.id}`), 200).data).toEqual({ id: lone.id, deleted: true });
    const list = expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data;
    expect(ids(list)).toEqual([top.id]); // the lone message is gone; the tombstone stays
    expect(list[0]).toMatchObject({ deleted: true, body: '', replyCount: 2, pinned: false });
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 200).data)).toEqual([r1.id, r2.id]);
    // a tombstone takes no edits, and can still be replied to (its thread lives on)
    expectFailure(await admin.api('PATCH', `/api/v1/messages/${top.id}`, { body: 'Back' }), 409, 'INVALID_STATE_TRANSITION');
    expectFailure(await admin.api('DELETE', `/api/v1/messages/${top.id}`), 409, 'INVALID_STATE_TRANSITION');

    expectStatus(await ann.api('DELETE', `/api/v1/messages/${r1.id}`), 200);
    expectStatus(await admin.api('DELETE', `/api/v1/messages/${r2.id}`), 200);
    expect(expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data).toEqual([]);
    expectFailure(await ann.api('GET', `/api/v1/messages/${top.id}/thread`), 404, 'NOT_FOUND', 'path.id');
  });
});

describe('messages: author-only edits and system messages', () => {
  it('only the author edits or deletes (403 for others); an edit sets edited', async () => {
    const room = await createRoom(admin, [ann.id, bob.id]);
    const m = await post(ann, room.id, 'Ann wrote this');
    expect(m.edited).toBe(false);
    const byBob = expectFailure(await bob.api('PATCH', `/api/v1/messages/${m.id}`, { body: 'Bob rewrote it' }), 403, 'FORBIDDEN');
    expect(byBob.suggestion).toContain('parentId');
    expectFailure(await admin.api('PATCH', `/api/v1/messages/${m.id}`, { body: 'Even the room admin cannot' }), 403, 'FORBIDDEN');
    expectFailure(await bob.api('DELETE', `/api/v1/messages/${m.id}`), 403, 'FORBIDDEN');
    expectFailure(await admin.api('DELETE', `/api/v1/messages/${m.id}`), 403, 'FORBIDDEN');
    const edited = expectStatus(await ann.api('PATCH', `/api/v1/messages/${m.id}`, { body: 'Ann rewrote this' }), 200).data;
    expect(edited).toMatchObject({ id: m.id, body: 'Ann rewrote this', edited: true, authorId: ann.id });
    expect(expectStatus(await bob.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0]).toMatchObject({
      id: m.id,
      body: 'Ann rewrote this',
      edited: true,
    });
    // pinning is for any member
    const pinned = expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/pinned`, { pinned: true }), 200).data;
    expect(pinned).toMatchObject({ pinned: true, pinnedBy: bob.id });
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/pinned?roomId=${room.id}`), 200).data)).toEqual([m.id]);
    expect(ids(expectStatus(await ann.api('GET', '/api/v1/messages/pinned?limit=100'), 200).data)).toContain(m.id);
    expect(ids(expectStatus(await cara.api('GET', '/api/v1/messages/pinned?limit=100'), 200).data)).not.toContain(m.id); // not her room
    expect(expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/pinned`, { pinned: true }), 200).data.pinnedAt).toBe(pinned.pinnedAt); // absolute
    const later = await post(bob, room.id, 'Pinned later');
    expectStatus(await ann.api('POST', `/api/v1/messages/${later.id}/pinned`, { pinned: true }), 200);
    expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/pinned?roomId=${room.id}`), 200).data)).toEqual([later.id, m.id]); // most recently pinned first
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/pinned`, { pinned: false }), 200).data).toMatchObject({
      pinned: false,
      pinnedAt: null,
      pinnedBy: null,
    });
    expect(expectStatus(await ann.api('DELETE', `/api/v1/messages/${m.id}`), 200).data).toEqual({ id: m.id, deleted: true });
  });

  it('an opportunity decision posts a system message in the system room and a system comment; neither can be edited or deleted', async () => {
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Decided ${tag()}`, leadId: ann.id }), 201).data;
    // spec 1 §3.2 names cancelled too, but setOpportunityState offers backlog, in_progress and completed; completed is a decision
    expectStatus(await admin.api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' }), 200);

    const rooms = expectStatus(await bob.api('GET', '/api/v1/rooms?scope=mine&limit=200'), 200).data as any[];
    const system = rooms.find((r) => r.kind === 'system');
    expect(system.id).toBe(systemRoomId);
    const messages = expectStatus(await bob.api('GET', `/api/v1/messages?roomId=${system.id}`), 200).data as any[];
    const sysMsg = messages.find((m) => m.body.includes(opp.ref));
    expect(sysMsg).toMatchObject({ system: true, authorId: null, parentId: null, roomId: system.id });
    expect(sysMsg.body).toContain('completed');
    for (const who of [admin, bob]) {
      const edit = expectFailure(await who.api('PATCH', `/api/v1/messages/${sysMsg.id}`, { body: 'Rewritten history' }), 403, 'FORBIDDEN');
      expect(edit.message).toMatch(/System messages/);
      expectFailure(await who.api('DELETE', `/api/v1/messages/${sysMsg.id}`), 403, 'FORBIDDEN');
    }
    // members can reply to it in its thread
    const reply = await post(bob, system.id, 'Nice work', sysMsg.id);
    expect(reply.parentId).toBe(sysMsg.id);

    const comments = expectStatus(await bob.api('GET', `/api/v1/comments?entityType=opportunity&entityId=${opp.ref}`), 200).data as any[];
    const sysComment = comments.find((c) => c.system);
    expect(sysComment).toMatchObject({ system: true, authorId: null, entityType: 'opportunity', entityId: opp.id });
    expect(sysComment.body).toContain('completed');
    expect(sysComment.body).toContain(opp.ref);
    for (const who of [admin, ann]) {
      expectFailure(await who.api('PATCH', `/api/v1/comments/${sysComment.id}`, { body: 'Rewritten' }), 403, 'FORBIDDEN');
      expectFailure(await who.api('DELETE', `/api/v1/comments/${sysComment.id}`), 403, 'FORBIDDEN');
    }
  });

  it('a system message notifies members whose system-room level is all, and nobody at the default level', async () => {
    // Dan set the system room to all (membership test above); Cara keeps the default (mentions).
    expect(expectStatus(await setMembership(dan, systemRoomId, { notificationLevel: 'all' }), 200).data.notificationLevel).toBe('all');
    const opp = expectStatus(await admin.api('POST', '/api/v1/opportunities', { title: `Announced ${tag()}` }), 201).data;
    expectStatus(await admin.api('POST', `/api/v1/opportunities/${opp.ref}/set-state`, { state: 'completed' }), 200);
    const sysMsg = (expectStatus(await dan.api('GET', `/api/v1/messages?roomId=${systemRoomId}`), 200).data as any[]).find((m) => m.body.includes(opp.ref));
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
  let s1: any;
  let s2: any;
  let dm: any;
  let a1: any;
  let a2: any;
  let a3: any;
  let a4: any;
  let a5: any;

  beforeAll(async () => {
    s1 = await createRoom(admin, [ann.id, bob.id]);
    s2 = await createRoom(admin, [cara.id], 'private');
    dm = (await admin.api('POST', '/api/v1/rooms/dm', { userId: bob.id })).body.data;
    a1 = await post(admin, s1.id, `The ${token.toUpperCase()} plan`);
    a2 = await post(ann, s1.id, `About ${token} later`);
    a3 = await post(admin, s2.id, `${token} is a secret`);
    a4 = await post(admin, dm.id, `Between us: ${token}`);
    a5 = await post(ann, s1.id, 'Nothing to see');
  });

  it('matches a case-insensitive substring, only in rooms the caller is a member of', async () => {
    const q = token.slice(2, 9); // a substring from inside the word
    expect(sorted(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${q}`), 200).data))).toEqual(sorted([a1.id, a2.id, a3.id, a4.id]));
    expect(sorted(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${token.toUpperCase()}`), 200).data))).toEqual(
      sorted([a1.id, a2.id, a3.id, a4.id]),
    );
    expect(sorted(ids(expectStatus(await bob.api('GET', `/api/v1/messages/search?query=${token}`), 200).data))).toEqual(sorted([a1.id, a2.id, a4.id]));
    expect(ids(expectStatus(await cara.api('GET', `/api/v1/messages/search?query=${token}`), 200).data)).toEqual([a3.id]);
    expect(expectStatus(await dan.api('GET', `/api/v1/messages/search?query=${token}`), 200).data).toEqual([]);
    // an open room one has not joined is not searched either
    expect(expectStatus(await annabel.api('GET', `/api/v1/messages/search?query=${token}`), 200).data).toEqual([]);
    expectFailure(await annabel.api('GET', `/api/v1/messages/search?query=${token}&roomId=${s1.id}`), 403, 'FORBIDDEN');
    // case-insensitive beyond ASCII
    const room = await createRoom(admin, [ann.id]);
    const umlaut = await post(admin, room.id, `Ärger über ${tag()}`);
    for (const q of ['ärger', 'ÄRGER', 'ÜBER']) {
      expect(ids(expectStatus(await ann.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(q)}&roomId=${room.id}`), 200).data)).toEqual([
        umlaut.id,
      ]);
    }
  });

  it('each filter narrows: roomId, authorId, dmWith, from, to', async () => {
    const search = async (params: string, who: Person = admin) =>
      sorted(ids(expectStatus(await who.api('GET', `/api/v1/messages/search?query=${token}&${params}`), 200).data));
    expect(await search(`roomId=${s1.id}`)).toEqual(sorted([a1.id, a2.id]));
    expect(await search(`authorId=${ann.id}`)).toEqual([a2.id]);
    expect(await search('authorId=me')).toEqual(sorted([a1.id, a3.id, a4.id]));
    expect(await search(`dmWith=${bob.id}`)).toEqual([a4.id]);
    expect(await search(`dmWith=${admin.id}`, bob)).toEqual([a4.id]);
    expect(await search(`dmWith=${dan.id}`)).toEqual([]);
    expect(await search(`from=${encodeURIComponent(a3.createdAt)}`)).toEqual(sorted([a3.id, a4.id])); // inclusive
    expect(await search(`to=${encodeURIComponent(a2.createdAt)}`)).toEqual(sorted([a1.id, a2.id])); // inclusive
    expect(await search(`from=${encodeURIComponent(a2.createdAt)}&to=${encodeURIComponent(a3.createdAt)}`)).toEqual(sorted([a2.id, a3.id]));
    expect(await search(`roomId=${s1.id}&authorId=me`)).toEqual([a1.id]);
    expect(await search('to=2000-01-01T00:00:00Z')).toEqual([]);
    expectFailure(
      await admin.api('GET', `/api/v1/messages/search?query=${token}&from=${encodeURIComponent(a3.createdAt)}&to=${encodeURIComponent(a1.createdAt)}`),
      400,
      'VALIDATION_FAILED',
      'query.from',
    );
  });

  it('a query under 2 characters needs a filter (400 naming query.query); with one it is answered', async () => {
    const short = expectFailure(await admin.api('GET', '/api/v1/messages/search?query=z'), 400, 'VALIDATION_FAILED', 'query.query');
    expect(short.suggestion).toMatch(/2 or more characters/);
    expect(short.suggestion).toMatch(/roomId/);
    expectFailure(await admin.api('GET', '/api/v1/messages/search'), 400, 'VALIDATION_FAILED', 'query.query');
    expectFailure(await admin.api('GET', '/api/v1/messages/search?query=%20z%20'), 400, 'VALIDATION_FAILED', 'query.query');
    // one character with a filter: the substring still applies (a5 has no z)
    expect(sorted(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=z&roomId=${s1.id}`), 200).data))).toEqual(sorted([a1.id, a2.id]));
    // no query, a filter: every message of the filter, newest first
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?roomId=${s1.id}`), 200).data)).toEqual([a5.id, a2.id, a1.id]);
  });

  it('wildcards are literal, deleted messages are not found, at most 40 results', async () => {
    const w = `pct${tag()}`;
    const literal = await post(admin, s1.id, `${w}a%b literal`);
    await post(admin, s1.id, `${w}axxb wildcard`);
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(`${w}a%b`)}`), 200).data)).toEqual([literal.id]);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(`${w}a_b`)}`), 200).data).toEqual([]);
    expectStatus(await admin.api('DELETE', `/api/v1/messages/${literal.id}`), 200);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${encodeURIComponent(`${w}a%b`)}`), 200).data).toEqual([]);

    const bulk = `bulk${tag()}`;
    const room = await createRoom(admin, [ann.id]);
    const batch = Array.from({ length: 45 }, (_, i) => ({
      id: `m${i}`,
      method: 'POST',
      path: '/api/v1/messages',
      body: { roomId: room.id, body: `${bulk} number ${i}` },
    }));
    for (let i = 0; i < batch.length; i += 20) expectStatus(await admin.api('POST', '/api/v1/batch', { operations: batch.slice(i, i + 20) }), 207);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${bulk}&limit=40`), 200).data).toHaveLength(40);
    expect(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${bulk}`), 200).data.length).toBeLessThanOrEqual(40);
    // best matches first: a whole-word match ranks above the query buried inside a longer word
    const rank = `rank${tag()}`;
    const buried = await post(admin, s1.id, `x${rank}y`);
    const whole = await post(admin, s1.id, `The ${rank} itself`);
    expect(ids(expectStatus(await admin.api('GET', `/api/v1/messages/search?query=${rank}`), 200).data)).toEqual([whole.id, buried.id]);
    const over = expectFailure(await admin.api('GET', `/api/v1/messages/search?query=${bulk}&limit=41`), 400, 'VALIDATION_FAILED', 'query.limit');
    expect(over.suggestion).toContain('40');
  });

  it('the body substring predicate is served by the messages_body_trgm index, not a table scan', async () => {
    // As platform.test.ts does for global search: the test tables are small, so scans are priced out and the
    // predicate the search uses (ILIKE '%…%' on body) must be answerable from the trigram GIN index alone. (With an
    // org_id = … term added, the planner may prefer another org_id-leading index on a table this small.)
    await db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const plan = (await trx.raw(`EXPLAIN SELECT id FROM messages WHERE body ILIKE ?`, [`%${token}%`])).rows.map((r: any) => r['QUERY PLAN']).join('\n');
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
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    const two = expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 200).data;
    expect(two).toEqual([{ emoji: '👍', count: 2, reactedByMe: true }]);
    const rocket = expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: ':rocket:', on: true }), 200).data;
    expect(rocket).toHaveLength(2);
    expect(rocket).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: ':rocket:', count: 1, reactedByMe: true },
      ]),
    );
    // as each caller sees it on the list
    const asAdmin = expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0].reactions;
    expect(asAdmin).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    expect(asAdmin).toHaveLength(2);
    const asAnn = expectStatus(await ann.api('GET', `/api/v1/messages?roomId=${room.id}`), 200).data[0].reactions;
    expect(asAnn).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    // off
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: false }), 200).data).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 1, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    expect(expectStatus(await ann.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: false }), 200).data).toHaveLength(2); // absolute
    expect(expectStatus(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: ':rocket:', on: false }), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expectFailure(await bob.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: 'two words', on: true }), 400, 'VALIDATION_FAILED', 'body.emoji');
    expectFailure(await cara.api('POST', `/api/v1/messages/${m.id}/reactions`, { emoji: '👍', on: true }), 403, 'FORBIDDEN'); // open room, not joined
  });

  it('on comments: the same aggregate', async () => {
    const task = expectStatus(await admin.api('POST', '/api/v1/tasks', { title: `Reacted ${tag()}` }), 201).data;
    const c = expectStatus(await admin.api('POST', '/api/v1/comments', { entityType: 'task', entityId: task.ref, body: 'React here' }), 201).data;
    expect(expectStatus(await ann.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(expectStatus(await ann.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: true },
    ]);
    expect(expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: true }), 200).data).toEqual([
      { emoji: '👍', count: 2, reactedByMe: true },
    ]);
    const rocket = expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: ':rocket:', on: true }), 200).data;
    expect(rocket).toHaveLength(2);
    expect(rocket).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: true },
        { emoji: ':rocket:', count: 1, reactedByMe: true },
      ]),
    );
    const asAdmin = expectStatus(await admin.api('GET', `/api/v1/comments?entityType=task&entityId=${task.ref}`), 200).data.find(
      (x: any) => x.id === c.id,
    ).reactions;
    expect(asAdmin).toHaveLength(2);
    expect(asAdmin).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 2, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: false },
      ]),
    );
    expect(expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: '👍', on: false }), 200).data).toEqual(
      expect.arrayContaining([
        { emoji: '👍', count: 1, reactedByMe: false },
        { emoji: ':rocket:', count: 1, reactedByMe: true },
      ]),
    );
    expect(expectStatus(await bob.api('POST', `/api/v1/comments/${c.id}/reactions`, { emoji: ':rocket:', on: false }), 200).data).toEqual([
      { emoji: '👍', count: 1, reactedByMe: false },
    ]);
  });
});

describe('messages: page size (spec 2 §8)', () => {
  it('more than 100 per page is 400 naming limit, with a suggestion that says 100', async () => {
    const room = await createRoom(admin, [ann.id]);
    for (const path of [`/api/v1/messages?roomId=${room.id}&limit=101`, `/api/v1/messages?roomId=${room.id}&limit=200`]) {
      const err = expectFailure(await admin.api('GET', path), 400, 'VALIDATION_FAILED', 'query.limit');
      expect(err.suggestion).toMatch(/\b100\b/);
    }
    expect(expectStatus(await admin.api('GET', `/api/v1/messages?roomId=${room.id}&limit=100`), 200).data).toEqual([]);
    const top = await post(admin, room.id, 'Threaded');
    expect(expectFailure(await admin.api('GET', `/api/v1/messages/${top.id}/thread?limit=101`), 400, 'VALIDATION_FAILED', 'query.limit').suggestion).toMatch(
      /\b100\b/,
    );
    expect(expectFailure(await admin.api('GET', '/api/v1/messages/pinned?limit=101'), 400, 'VALIDATION_FAILED', 'query.limit').suggestion).toMatch(/\b100\b/);
  });
});
