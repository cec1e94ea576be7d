/**
 * Strategies (spec 1 §2.7, §3.2; spec 2 §4.9): markdown documents `STR-<n>` with a version snapshot on
 * every name or content edit, status draft → active → archived.
 *
 * | from | trigger | to | also |
 * |---|---|---|---|
 * | (new) | create | draft | version 1 and its snapshot; the creator is the owner |
 * | draft | publish | active | the current version is the one in force; posted, as the caller, to the system room |
 * | draft / active | archive | archived | read-only from then on: every write is 409 |
 *
 * Rules: only the owner (`owner_id`, the creator) patches, publishes, archives or labels a version: anyone else gets
 * 403 FORBIDDEN naming the owner. An edit that changes name or content bumps `version` and snapshots it with its
 * change note; an edit that changes nothing makes no version. A version's label is its change note, or `v{n}` when
 * the note is empty (renaming a version sets the note, as for visions). Creating, editing, publishing and archiving
 * notify every person of the org but the actor (spec 1 §2.7) with `strategy_changed`, except those who muted that
 * strategy (subscriptions, e.g. through a notification's unsubscribe).
 *
 * The handlers' methods (list … renameVersion) open one transaction on the scoped db each. `insert`,
 * `commitVersion` and `setStatus` take the caller's open transaction and never check ownership (their caller
 * decides who may: src/services/directionDocuments.ts publishes strategy versions through them); they apply the
 * state rules (409s), notify and post to the system room like the handlers' paths do.
 */
import type { Knex } from 'knex';
import type { QueryParams, RequestBody, Schema } from '../core/api.js';
import type { Actor } from '../core/actor.js';
import { strategyMachine } from '../core/machines/strategy.js';
import { ApiError, notFound } from '../core/errors.js';
import { nextNumber } from '../repositories/counters.js';
import { insertNotificationsForPeople } from '../repositories/notifications.js';
import { findUserName } from '../repositories/users.js';
import type { Page } from '../repositories/paging.js';
import { refOf } from '../repositories/refs.js';
import {
  findStrategy,
  insertStrategy,
  insertStrategyVersion,
  listStrategies,
  listStrategyVersions,
  toStrategy,
  toStrategyVersion,
  updateStrategy,
  updateStrategyVersionNote,
  type StrategyRow,
} from '../repositories/strategies.js';
import { MessageService } from './messages.js';
import { RoomService } from './rooms.js';

export type Strategy = Schema<'Strategy'>;
export type StrategyVersion = Schema<'StrategyVersion'>;
export type StrategyStatus = Strategy['status'];

/** The row type and mappers live with the table; re-exported for the callers that read strategies. */
export { toStrategy, toStrategyVersion };
export type { StrategyRow };

type Change = 'created' | 'edited' | 'published' | 'archived';

export interface StrategyDeps {
  /** Posts the publication to the org's system room as the actor (defaults to a MessageService over the same db). */
  messages: Pick<MessageService, 'postAsInSystemRoom'>;
}

export class StrategyService {
  private readonly messages: StrategyDeps['messages'];

  constructor(
    private readonly db: Knex,
    deps: Partial<StrategyDeps> = {},
  ) {
    this.messages = deps.messages ?? new MessageService(db, new RoomService(db));
  }

  // ---------------------------------------------------------------- reads

  /** The row of strategy `id` (a UUID) in the org (with `forUpdate`, locked), or undefined. */
  async row(db: Knex, orgId: string, id: string, forUpdate = false): Promise<StrategyRow | undefined> {
    return findStrategy(db, orgId, id, forUpdate);
  }

  toStrategy(row: StrategyRow): Strategy {
    return toStrategy(row);
  }

  /** The row, or 404 NOT_FOUND (absent or another org's). */
  private async load(db: Knex, orgId: string, idOrRef: string, forUpdate = false): Promise<StrategyRow> {
    const row = await this.row(db, orgId, idOrRef, forUpdate);
    if (!row) throw notFound('Strategy', idOrRef, '/api/v1/strategies');
    return row;
  }

  async list(actor: Actor, q: QueryParams<'listStrategies'> & { limit: number }): Promise<Page<Strategy>> {
    const page = await listStrategies(this.db, actor.orgId, { status: q.status }, q);
    return { rows: page.rows.map(toStrategy), nextCursor: page.nextCursor };
  }

  async get(actor: Actor, idOrRef: string): Promise<Strategy> {
    return toStrategy(await this.load(this.db, actor.orgId, idOrRef));
  }

  async listVersions(actor: Actor, idOrRef: string, q: QueryParams<'listStrategyVersions'> & { limit: number }): Promise<Page<StrategyVersion>> {
    const s = await this.load(this.db, actor.orgId, idOrRef);
    const page = await listStrategyVersions(this.db, actor.orgId, s.id, q);
    return { rows: page.rows.map(toStrategyVersion), nextCursor: page.nextCursor };
  }

  // ---------------------------------------------------------------- writes of the handlers (one transaction each)

  /** POST /strategies: a draft at version 1, owned by the caller. */
  create(actor: Actor, input: RequestBody<'createStrategy'>): Promise<Strategy> {
    return this.db.transaction((trx) => this.insert(trx, actor, { ...input, status: 'draft' }));
  }

  /** PATCH /strategies/{id}: owner only; a change of name or content makes the next version (labelled changeNote). */
  update(actor: Actor, idOrRef: string, input: RequestBody<'updateStrategy'>): Promise<Strategy> {
    return this.db.transaction(async (trx) => {
      const cur = await this.load(trx, actor.orgId, idOrRef, true);
      await this.assertOwner(trx, actor, cur, 'edit');
      return this.commitVersion(trx, actor, cur.id, { name: input.name ?? cur.name, content: input.content ?? cur.content, changeNote: input.changeNote });
    });
  }

  /** POST /strategies/{id}/publish: owner only; draft → active. */
  publish(actor: Actor, idOrRef: string): Promise<Strategy> {
    return this.db.transaction(async (trx) => {
      const cur = await this.load(trx, actor.orgId, idOrRef, true);
      await this.assertOwner(trx, actor, cur, 'publish');
      return this.setStatus(trx, actor, cur.id, 'active');
    });
  }

  /** POST /strategies/{id}/archive: owner only; draft or active → archived. */
  archive(actor: Actor, idOrRef: string): Promise<Strategy> {
    return this.db.transaction(async (trx) => {
      const cur = await this.load(trx, actor.orgId, idOrRef, true);
      await this.assertOwner(trx, actor, cur, 'archive');
      return this.setStatus(trx, actor, cur.id, 'archived');
    });
  }

  /** POST /strategies/{id}/versions/{version}/rename: owner only; sets the version's note (empty: label v{n}). */
  renameVersion(actor: Actor, idOrRef: string, version: number, note: string): Promise<StrategyVersion> {
    return this.db.transaction(async (trx) => {
      const cur = await this.load(trx, actor.orgId, idOrRef, true);
      await this.assertOwner(trx, actor, cur, 'rename a version of');
      this.assertWritable(cur);
      const row = await updateStrategyVersionNote(trx, actor.orgId, cur.id, version, note.trim());
      if (!row) {
        const ref = refOf('strategies', cur.number);
        throw new ApiError('NOT_FOUND', `Strategy ${ref} has no version ${version}`, {
          details: [{ field: 'path.version', message: `is not a version of this strategy (it has versions 1 to ${cur.version})` }],
          data: { ref, latestVersion: cur.version },
          suggestion: `Use a version from 1 to ${cur.version}; list them with GET /api/v1/strategies/${ref}/versions.`,
        });
      }
      if (version === cur.version) await updateStrategy(trx, actor.orgId, cur.id, { updated_at: trx.fn.now() });
      return toStrategyVersion(row);
    });
  }

  // ---------------------------------------------------------------- in the caller's transaction; no ownership check

  /**
   * Creates a strategy at version 1 with its snapshot, owned by `actor`, in `trx`: `number` from the org's
   * counter unless given (with `id`, a pending direction document becoming the strategy keeps its id and number).
   * Notifies the org; created `active`, it is also posted to the system room as published.
   */
  async insert(
    trx: Knex,
    actor: Actor,
    input: { id?: string; number?: number; name: string; content: string; status: 'draft' | 'active'; changeNote?: string },
  ): Promise<Strategy> {
    const number = input.number ?? (await nextNumber(trx as Knex.Transaction, actor.orgId, 'strategy'));
    const id = await insertStrategy(trx, actor.orgId, {
      ...(input.id ? { id: input.id } : {}),
      number,
      name: input.name,
      content: input.content,
      version: 1,
      status: input.status,
      owner_id: actor.userId,
    });
    await insertStrategyVersion(trx, actor.orgId, {
      strategyId: id,
      version: 1,
      name: input.name,
      content: input.content,
      changeNote: (input.changeNote ?? '').trim(),
      createdBy: actor.userId,
    });
    const s = toStrategy(await this.load(trx, actor.orgId, id));
    await this.announce(trx, actor, s, input.status === 'active' ? 'published' : 'created');
    return s;
  }

  /**
   * The next version of strategy `id` (UUID) with `name` and `content`, snapshotted with `changeNote`, in `trx`;
   * a no-op (the strategy as it is) when neither changed. 404 when absent, 409 when archived. Notifies the org,
   * unless `announce` is false (a caller that publishes it next, and announces that once).
   */
  async commitVersion(
    trx: Knex,
    actor: Actor,
    id: string,
    input: { name: string; content: string; changeNote?: string; announce?: boolean },
  ): Promise<Strategy> {
    const cur = await this.load(trx, actor.orgId, id, true);
    this.assertWritable(cur);
    if (input.name === cur.name && input.content === cur.content) return toStrategy(cur);
    const version = cur.version + 1;
    await updateStrategy(trx, actor.orgId, cur.id, { name: input.name, content: input.content, version, updated_at: trx.fn.now() });
    await insertStrategyVersion(trx, actor.orgId, {
      strategyId: cur.id,
      version,
      name: input.name,
      content: input.content,
      changeNote: (input.changeNote ?? '').trim(),
      createdBy: actor.userId,
    });
    const s = toStrategy(await this.load(trx, actor.orgId, cur.id));
    if (input.announce !== false) await this.announce(trx, actor, s, 'edited');
    return s;
  }

  /**
   * Moves strategy `id` (UUID) to `status` in `trx`: active only from draft (publish), archived from draft or
   * active; anything else is 409 INVALID_STATE_TRANSITION naming the status. Notifies the org; a publish is also
   * posted to the org's system room as the actor.
   */
  async setStatus(trx: Knex, actor: Actor, id: string, status: 'active' | 'archived'): Promise<Strategy> {
    const cur = await this.load(trx, actor.orgId, id, true);
    const ref = refOf('strategies', cur.number);
    this.assertWritable(cur, status);
    if (!strategyMachine.can(cur.status, status)) {
      throw strategyMachine.refusal(cur.status, status, {
        message: `Strategy ${ref} is already active; only a draft can be published`,
        data: { ref, status: cur.status },
        suggestion: `It is published and in force already. Change it with PATCH /api/v1/strategies/${ref} (each edit makes a new version), or move it to archived with POST /api/v1/strategies/${ref}/archive.`,
      });
    }
    await updateStrategy(trx, actor.orgId, cur.id, { status, updated_at: trx.fn.now() });
    const s = toStrategy(await this.load(trx, actor.orgId, cur.id));
    await this.announce(trx, actor, s, status === 'active' ? 'published' : 'archived');
    return s;
  }

  // ---------------------------------------------------------------- rules and announcements

  /** 403 FORBIDDEN unless `actor` owns the strategy; the suggestion names the owner (name and id). */
  private async assertOwner(db: Knex, actor: Actor, cur: StrategyRow, what: string): Promise<void> {
    if (cur.owner_id === actor.userId) return;
    const ref = refOf('strategies', cur.number);
    const ownerName = cur.owner_id ? await findUserName(db, cur.org_id, cur.owner_id) : undefined;
    throw new ApiError('FORBIDDEN', `Only the owner of strategy ${ref} may ${what} it`, {
      data: { ref, ownerId: cur.owner_id, ownerName: ownerName ?? null },
      suggestion: cur.owner_id
        ? `Only its owner, ${ownerName ?? 'its creator'} (user ${cur.owner_id}), can ${what} ${ref}: ask them to, or write your own strategy with POST /api/v1/strategies.`
        : `${ref} has no owner any more (the user who created it was removed), so nobody can ${what} it; write a new strategy with POST /api/v1/strategies.`,
    });
  }

  /**
   * 409 INVALID_STATE_TRANSITION when the strategy is archived (read-only; final in strategyMachine). `to`: the
   * status a publish or archive asked for (error.data.to); without it the write was an edit.
   */
  private assertWritable(cur: StrategyRow, to?: StrategyStatus): void {
    if (!strategyMachine.isFinal(cur.status)) return;
    const ref = refOf('strategies', cur.number);
    throw new ApiError('INVALID_STATE_TRANSITION', `Strategy ${ref} is archived and read-only`, {
      data: { ref, status: cur.status, ...(to ? { from: cur.status, to } : {}), allowed: strategyMachine.allowed(cur.status) },
      suggestion: `Archived strategies keep their content and versions (GET /api/v1/strategies/${ref}/versions) but take no changes; write a new strategy with POST /api/v1/strategies instead.`,
    });
  }

  /**
   * `strategy_changed` to every person of the org but the actor who has not muted this strategy (spec 1 §2.7), and
   * for a publication a message in the org's system room by the actor; in `trx`.
   */
  private async announce(trx: Knex, actor: Actor, s: Strategy, change: Change): Promise<void> {
    const title = `${actor.name} ${change} strategy ${s.ref}: ${s.name}`.slice(0, 300);
    const body = {
      created: `A new draft strategy, owned by ${actor.name}.`,
      edited: `Now at version ${s.version} (${s.versionLabel}).`,
      published: `${s.ref} is now active: version ${s.version} (${s.versionLabel}) is in force.`,
      archived: `${s.ref} is archived and read-only.`,
    }[change];
    await insertNotificationsForPeople(trx, actor.orgId, {
      type: 'strategy_changed',
      title,
      body,
      link_url: `/api/v1/strategies/${s.ref}`,
      entity_type: 'strategy',
      entity_id: s.id,
      actor_user_id: actor.userId,
    });
    if (change === 'published') {
      await this.messages.postAsInSystemRoom(
        trx,
        actor,
        `Published strategy ${s.ref}: ${s.name} (version ${s.version}, ${s.versionLabel}). It is now the strategy in force.`,
      );
    }
  }
}
