/**
 * One transaction per operation, in the caller's org (conventions: "every write is one transaction"; spec 2 §2
 * tenancy). The pipeline runs each authenticated operation, read or write, inside `withOrgTransaction` on the
 * application db (src/db/knex.ts createAppDb): its BEGIN names the org (`sextant.org_id`, what row-level security
 * admits, migrations/20261217000000_row_level_security.ts), the acting user for the activity-log trigger
 * (`sextant.actor_user_id`, migrations/20261120100000_platform.ts) and the request's trace, in one round trip.
 * Services keep calling `this.db(...)` and `this.db.transaction(...)` on the scoped instance, which resolves to
 * that transaction while it is open (their own transactions become savepoints). The idempotency record of a write
 * is completed inside it, so the effect and its recorded response commit together (spec 2 §8).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { beginWith, ORG_SETTINGS, type OrgSettings, type OrgTransactionConfig } from './knex.js';

export type { OrgSettings };

const current = new AsyncLocalStorage<{ trx: Knex.Transaction; orgId: string }>();

/**
 * A knex instance that is the open org transaction when there is one, else `db` itself. Over the application db,
 * outside an org transaction, no tenant row is visible or writable (row-level security fails closed).
 */
export function scopedDb(db: Knex): Knex {
  return new Proxy(db, {
    apply(_target, thisArg, args) {
      return Reflect.apply(current.getStore()?.trx ?? db, thisArg, args);
    },
    get(_target, prop) {
      const target = current.getStore()?.trx ?? db;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The org of the open org transaction, if any. */
export const currentOrgId = (): string | undefined => current.getStore()?.orgId;

/**
 * Runs `fn` in one transaction on `db` whose BEGIN sets the org, the acting user and the traceparent
 * transaction-locally (one round trip: src/db/knex.ts beginWith). Commits when `fn` resolves, rolls back when it
 * throws. Throws (before any query) when orgId or actorUserId is not a UUID.
 */
export function withOrgTransaction<T>(db: Knex, settings: OrgSettings, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  try {
    beginWith(settings); // refuses a malformed value before a connection is taken
  } catch (err) {
    return Promise.reject(err);
  }
  const config: OrgTransactionConfig = { [ORG_SETTINGS]: settings };
  return db.transaction((trx) => current.run({ trx, orgId: settings.orgId }, () => fn(trx)), config);
}

/**
 * `fn` inside the open org transaction when it is `orgId`'s, else in a new one on `db` (attributed to the system):
 * for a lookup that may run inside or before an operation's transaction (the resolve step).
 */
export function inOrg<T>(db: Knex, orgId: string, fn: (trx: Knex) => Promise<T>): Promise<T> {
  const open = current.getStore();
  if (open && open.orgId === orgId) return fn(open.trx);
  return withOrgTransaction(db, { orgId, actorUserId: null }, fn);
}

/**
 * Runs `fn` in one write transaction attributed to `actorUserId` (null: the system) in `orgId`. Commits when
 * `fn` resolves. `traceparent` (W3C, when the request is traced) is set beside it, so the jobs the transaction's
 * triggers enqueue continue the request's trace.
 */
export function withWriteTransaction<T>(
  db: Knex,
  orgId: string,
  actorUserId: string | null,
  fn: (trx: Knex.Transaction) => Promise<T>,
  traceparent?: string,
): Promise<T> {
  return withOrgTransaction(db, { orgId, actorUserId, traceparent }, fn);
}

/**
 * `service` with each method whose first argument is an actor (`{orgId, userId}`) run in that actor's org on `db`
 * (inside the open org transaction when it is that org's, else in one of its own attributed to the actor): for a
 * service called outside the pipeline with the caller known, such as the MCP session store.
 */
export function inActorOrg<T extends object>(db: Knex, service: T): T {
  return new Proxy(service, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const actor = args[0] as { orgId?: unknown; userId?: unknown } | undefined;
        if (typeof actor?.orgId !== 'string') return Reflect.apply(value, target, args);
        const open = current.getStore();
        if (open && open.orgId === actor.orgId) return Reflect.apply(value, target, args);
        const actorUserId = typeof actor.userId === 'string' ? actor.userId : null;
        return withOrgTransaction(db, { orgId: actor.orgId, actorUserId }, () => Reflect.apply(value, target, args));
      };
    },
  });
}
