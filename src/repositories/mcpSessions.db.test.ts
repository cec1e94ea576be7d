/**
 * The mcp_sessions query module against Postgres: a session is found only by its org and the principal that opened
 * it, not once idle past the limit; toolsets are replaced; idle sessions are swept per org.
 */
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../db/testing/harness.js';
import { deleteIdleMcpSessions, deleteMcpSession, findMcpSession, insertMcpSession, touchMcpSession, updateMcpSessionToolsets } from './mcpSessions.js';

const t = useTestDb();
const DAY = 86_400;

describe('mcp_sessions', () => {
  it('is found by org, id and principal only; another org or principal reads nothing', async () => {
    const a = await t.newOrg();
    const b = await t.newOrg();
    const s = await insertMcpSession(t.db, a.orgId, { userId: a.userId, principal: 'key:1', toolsets: ['tasks'] });
    expect(s.toolsets).toEqual(['tasks']);
    expect((await findMcpSession(t.db, a.orgId, s.id, 'key:1', DAY))?.id).toBe(s.id);
    expect(await findMcpSession(t.db, b.orgId, s.id, 'key:1', DAY)).toBeUndefined();
    expect(await findMcpSession(t.db, a.orgId, s.id, 'key:2', DAY)).toBeUndefined();
    expect(await updateMcpSessionToolsets(t.db, a.orgId, s.id, 'key:2', ['teams'])).toBeUndefined();
    expect(await updateMcpSessionToolsets(t.db, b.orgId, s.id, 'key:1', ['teams'])).toBeUndefined();
    expect((await updateMcpSessionToolsets(t.db, a.orgId, s.id, 'key:1', ['objectives', 'teams']))?.toolsets).toEqual(['objectives', 'teams']);
    expect(await deleteMcpSession(t.db, b.orgId, s.id, 'key:1')).toBe(false);
    expect(await deleteMcpSession(t.db, a.orgId, s.id, 'key:2')).toBe(false);
    expect(await deleteMcpSession(t.db, a.orgId, s.id, 'key:1')).toBe(true);
    expect(await findMcpSession(t.db, a.orgId, s.id, 'key:1', DAY)).toBeUndefined();
  });

  it("an idle session is not found, is swept with its org's idle ones, and touching keeps one alive", async () => {
    const a = await t.newOrg();
    const b = await t.newOrg();
    const idle = await insertMcpSession(t.db, a.orgId, { userId: a.userId, principal: 'key:1', toolsets: [] });
    const fresh = await insertMcpSession(t.db, a.orgId, { userId: a.userId, principal: 'key:1', toolsets: [] });
    const otherOrgIdle = await insertMcpSession(t.db, b.orgId, { userId: b.userId, principal: 'key:9', toolsets: [] });
    await t
      .db('mcp_sessions')
      .whereIn('id', [idle.id, otherOrgIdle.id])
      .update({ last_used_at: t.db.raw("now() - interval '25 hours'") });
    expect(await findMcpSession(t.db, a.orgId, idle.id, 'key:1', DAY)).toBeUndefined();
    expect((await findMcpSession(t.db, a.orgId, fresh.id, 'key:1', DAY))?.id).toBe(fresh.id);
    expect(await deleteIdleMcpSessions(t.db, a.orgId, DAY)).toBe(1);
    expect(await t.db('mcp_sessions').where({ id: otherOrgIdle.id }).first()).toBeDefined(); // another org's sweep is its own

    await t
      .db('mcp_sessions')
      .where({ id: fresh.id })
      .update({ last_used_at: t.db.raw("now() - interval '2 minutes'") });
    await touchMcpSession(t.db, a.orgId, fresh.id, 60);
    const touched = await t.db('mcp_sessions').where({ id: fresh.id }).first();
    expect(Date.now() - touched.last_used_at.getTime()).toBeLessThan(60_000);
  });
});
