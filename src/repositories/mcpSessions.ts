/**
 * The mcp_sessions table: an MCP session's enabled toolsets (spec 2 §4.21). Every function takes the knex first and
 * the org id second; a session is found only by its org and the principal that opened it.
 */
import type { Knex } from 'knex';

export interface McpSessionRow {
  id: string;
  org_id: string;
  user_id: string;
  principal: string;
  toolsets: string[];
  created_at: Date;
  last_used_at: Date;
}

/** A new session of `principal` with `toolsets` enabled. */
export async function insertMcpSession(db: Knex, orgId: string, values: { userId: string; principal: string; toolsets: string[] }): Promise<McpSessionRow> {
  const [row] = await db('mcp_sessions')
    .insert({ org_id: orgId, user_id: values.userId, principal: values.principal, toolsets: values.toolsets })
    .returning('*');
  return row;
}

/** Session `id` of `principal`, unless idle for `idleSeconds` or more. */
export function findMcpSession(db: Knex, orgId: string, id: string, principal: string, idleSeconds: number): Promise<McpSessionRow | undefined> {
  return db('mcp_sessions')
    .where({ org_id: orgId, id, principal })
    .andWhere('last_used_at', '>', db.raw(`now() - make_interval(secs => ?)`, [idleSeconds]))
    .first();
}

/** Replaces the toolsets of session `id` of `principal`; the updated row, or undefined when there is none. */
export async function updateMcpSessionToolsets(db: Knex, orgId: string, id: string, principal: string, toolsets: string[]): Promise<McpSessionRow | undefined> {
  const [row] = await db('mcp_sessions').where({ org_id: orgId, id, principal }).update({ toolsets, last_used_at: db.fn.now() }).returning('*');
  return row;
}

/** Marks the session used now, when it was last marked more than `everySeconds` ago (one write a minute, not one per call). */
export async function touchMcpSession(db: Knex, orgId: string, id: string, everySeconds: number): Promise<void> {
  await db('mcp_sessions')
    .where({ org_id: orgId, id })
    .andWhere('last_used_at', '<', db.raw(`now() - make_interval(secs => ?)`, [everySeconds]))
    .update({ last_used_at: db.fn.now() });
}

/** Deletes session `id` of `principal`; whether it existed. */
export async function deleteMcpSession(db: Knex, orgId: string, id: string, principal: string): Promise<boolean> {
  return (await db('mcp_sessions').where({ org_id: orgId, id, principal }).del()) > 0;
}

/** Deletes the org's sessions idle for `idleSeconds` or more; how many. */
export async function deleteIdleMcpSessions(db: Knex, orgId: string, idleSeconds: number): Promise<number> {
  return db('mcp_sessions')
    .where({ org_id: orgId })
    .andWhere('last_used_at', '<=', db.raw(`now() - make_interval(secs => ?)`, [idleSeconds]))
    .del();
}
