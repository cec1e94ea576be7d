/**
 * One transaction per write (conventions: "every write is one transaction"). The pipeline runs each mutation
 * inside `withWriteTransaction`; services keep calling `this.db(...)` and `this.db.transaction(...)` on the
 * scoped instance, which resolves to that transaction while it is open (their own transactions become
 * savepoints). The transaction also names the acting user for the activity-log trigger
 * (`sextant.actor_user_id`, migrations/20261120100000_platform.ts), and the idempotency record of the request
 * is completed inside it, so the effect and its recorded response commit together (spec 2 §8).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

const current = new AsyncLocalStorage<Knex.Transaction>();

/** A knex instance that is the open write transaction when there is one, else `db` itself. */
export function scopedDb(db: Knex): Knex {
  return new Proxy(db, {
    apply(_target, thisArg, args) {
      return Reflect.apply(current.getStore() ?? db, thisArg, args);
    },
    get(_target, prop) {
      const target = current.getStore() ?? db;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Runs `fn` in one transaction attributed to `actorUserId` (null: the system). Commits when `fn` resolves.
 * `traceparent` (W3C, when the request is traced) is set beside it, in the same statement, so the jobs the
 * transaction's triggers enqueue continue the request's trace.
 */
export function withWriteTransaction<T>(db: Knex, actorUserId: string | null, fn: (trx: Knex.Transaction) => Promise<T>, traceparent?: string): Promise<T> {
  return db.transaction(async (trx) => {
    await trx.raw("select set_config('sextant.actor_user_id', ?, true), set_config('sextant.traceparent', ?, true)", [actorUserId ?? '', traceparent ?? '']);
    return current.run(trx, () => fn(trx));
  });
}
