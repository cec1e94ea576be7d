/** The comments query module against Postgres: a comment and its author read in its own org only. */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { findComment, findCommentAuthor, insertComment } from './comments.js';

const t = useTestDb();

describe('comments', () => {
  it("reads a comment and its author in the comment's org only", async () => {
    const a = await t.newOrg('Comments A');
    const b = await t.newOrg('Comments B');
    const [task] = await t.db('tasks').insert({ org_id: a.orgId, number: 1, title: 'T', created_by: a.userId }).returning('id');
    const id = await insertComment(t.db, a.orgId, { entityType: 'task', entityId: task.id, authorId: a.userId, body: 'hi' });
    expect(await findCommentAuthor(t.db, a.orgId, id)).toEqual({ author_id: a.userId });
    expect(await findCommentAuthor(t.db, b.orgId, id)).toBeUndefined();
    expect((await findComment(t.db, a.orgId, id))?.id).toBe(id);
    expect(await findComment(t.db, b.orgId, id)).toBeUndefined();
  });
});
