/**
 * MCP sessions (spec 2 §4.21): what a Streamable HTTP session enabled in-session, kept in Postgres so any instance
 * serves it. A session is opened by `initialize`, belongs to the credential that opened it (another key or app of
 * the same user does not see it), and expires after `IDLE_SECONDS` without a request.
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import {
  deleteIdleMcpSessions,
  deleteMcpSession,
  findMcpSession,
  insertMcpSession,
  touchMcpSession,
  updateMcpSessionToolsets,
} from '../repositories/mcpSessions.js';
import { isUuid } from '../core/uuid.js';

/** A session idle this long (seconds) is gone: the client starts a new one (initialize). */
export const IDLE_SECONDS = 24 * 60 * 60;
const TOUCH_EVERY_SECONDS = 60;

export interface McpSession {
  id: string;
  toolsets: string[];
}

/** Who opened a session: the user and the key, or the OAuth client acting for them (tokens rotate; clients do not). */
export const principalOf = (actor: Actor): string =>
  actor.credential.type === 'api_key' ? `key:${actor.credential.id}` : `oauth:${actor.credential.clientId}:${actor.userId}`;

export class McpSessionService {
  constructor(private readonly db: Knex) {}

  /** Opens a session for `actor` with `toolsets` enabled; clears the org's idle sessions on the way. */
  async open(actor: Actor, toolsets: string[]): Promise<McpSession> {
    return this.db.transaction(async (trx) => {
      await deleteIdleMcpSessions(trx, actor.orgId, IDLE_SECONDS);
      const row = await insertMcpSession(trx, actor.orgId, { userId: actor.userId, principal: principalOf(actor), toolsets });
      return { id: row.id, toolsets: row.toolsets };
    });
  }

  /** Session `id` if it is `actor`'s and alive (marked used), else undefined — an unknown id is not an error here. */
  async find(actor: Actor, id: string): Promise<McpSession | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await findMcpSession(this.db, actor.orgId, id, principalOf(actor), IDLE_SECONDS);
    if (!row) return undefined;
    // Mark it used at most once a minute: most requests of a live session cost the one read above.
    if (Date.now() - row.last_used_at.getTime() > TOUCH_EVERY_SECONDS * 1000) await touchMcpSession(this.db, actor.orgId, id, TOUCH_EVERY_SECONDS);
    return { id: row.id, toolsets: row.toolsets };
  }

  /** Sets the session's enabled toolsets (sorted, unique); undefined when the session is gone. */
  async setToolsets(actor: Actor, id: string, toolsets: string[]): Promise<McpSession | undefined> {
    const row = await updateMcpSessionToolsets(this.db, actor.orgId, id, principalOf(actor), [...new Set(toolsets)].sort());
    return row ? { id: row.id, toolsets: row.toolsets } : undefined;
  }

  /** Ends session `id` of `actor` (DELETE /api/mcp); whether it existed. */
  close(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) return Promise.resolve(false);
    return deleteMcpSession(this.db, actor.orgId, id, principalOf(actor));
  }
}
