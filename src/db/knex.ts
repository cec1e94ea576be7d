/** knex over pg. Numeric columns come back as strings (exact), int8 counts as numbers. */
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from '../../migrations/index.js';
import { APP_ROLE } from '../../migrations/lib/tenantPolicy.js';
import { preparedReads } from './prepared.js';
import { isUuid } from '../core/uuid.js';

pg.types.setTypeParser(20, (v) => Number(v)); // int8 (count(*)) → number; our counts are far below 2^53

export type Db = Knex;

/**
 * The transaction-local settings an org transaction opens with (src/db/scope.ts): the org whose rows the
 * application role may see (`sextant.org_id`, row-level security, spec 2 §2), the acting user for the activity
 * log (null: the system) and the request's W3C traceparent (empty: untraced).
 */
export interface OrgSettings {
  orgId: string;
  actorUserId: string | null;
  traceparent?: string;
}

/**
 * The key of a transaction config that carries its OrgSettings (knex copies a transaction's config but replaces its
 * `userParams` with the instance's, so the settings travel under a key of their own).
 */
export const ORG_SETTINGS = 'sextantOrg';
export type OrgTransactionConfig = Knex.TransactionConfig & { [ORG_SETTINGS]?: OrgSettings };

const TRACEPARENT = /^[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/**
 * `BEGIN` and the settings as ONE simple-protocol query (one round trip, where BEGIN then a set_config would be
 * two). The values are checked (UUIDs, a traceparent) and then quoted by pg's escapeLiteral: no binding exists in
 * the simple protocol, and a multi-statement text cannot use the extended one. Throws on a malformed value.
 */
export function beginWith(s: OrgSettings): string {
  if (!isUuid(s.orgId)) throw new Error('org transaction: orgId is not a UUID');
  if (s.actorUserId !== null && !isUuid(s.actorUserId)) throw new Error('org transaction: actorUserId is not a UUID');
  const traceparent = s.traceparent && TRACEPARENT.test(s.traceparent) ? s.traceparent : '';
  const set = (name: string, value: string) => `set_config('${name}', ${pg.escapeLiteral(value)}, true)`;
  return `BEGIN; SELECT ${set('sextant.org_id', s.orgId)}, ${set('sextant.actor_user_id', s.actorUserId ?? '')}, ${set('sextant.traceparent', traceparent)}`;
}

interface TransactionLike {
  begin(conn: unknown): Promise<unknown>;
  query(conn: unknown, sql: string): Promise<unknown>;
}
type MakeTransaction = (this: unknown, container: unknown, config?: OrgTransactionConfig, outerTx?: unknown) => TransactionLike;

/**
 * Makes a top-level transaction whose config carries OrgSettings (`config[ORG_SETTINGS]`) open with
 * beginWith's one query instead of knex's plain `BEGIN;` (knex's pg Transaction.begin, which it calls once the
 * connection is acquired, after construction). Nested transactions (savepoints) are left as they are. The client's
 * factory is wrapped on this instance rather than subclassed, so no private knex module is imported.
 */
function orgTransactions(db: Knex): void {
  const client = db.client as { transaction: MakeTransaction };
  const make = client.transaction;
  client.transaction = function (this: unknown, container, config, outerTx) {
    const trx = make.call(this, container, config, outerTx);
    const settings = config?.[ORG_SETTINGS];
    if (settings && !outerTx) {
      const sql = beginWith(settings);
      trx.begin = (conn) => trx.query(conn, sql);
    }
    return trx;
  };
}

/**
 * A knex instance over `url` whose query-builder SELECTs run as named statements (src/db/prepared.ts). This is the
 * OWNER connection (the system db: migrations, and the cross-org paths of docs/architecture.md "Tenancy") unless
 * `role` is given: then every connection of its pool runs `SET ROLE <role>` once when it is created (the
 * application db, subject to row-level security). `acquireTimeoutMs` bounds the wait for a connection (knex's
 * default is a minute; a replica's pool gives up sooner, and its read goes to the primary).
 */
export function createDb(url: string, pool: { min: number; max: number } = { min: 0, max: 10 }, role?: string, acquireTimeoutMs?: number): Knex {
  const afterCreate = role
    ? (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
        conn.query(`SET ROLE ${pg.escapeIdentifier(role)}`, (err) => done(err ?? null, conn));
      }
    : undefined;
  const db = preparedReads(
    knexFactory({
      client: 'pg',
      connection: url,
      pool: afterCreate ? { ...pool, afterCreate } : pool,
      ...(acquireTimeoutMs ? { acquireConnectionTimeout: acquireTimeoutMs } : {}),
    }),
  );
  orgTransactions(db);
  return db;
}

/**
 * The application db (spec 2 §2; decision 0053): connections as the role `sextant_app`, which sees and writes a
 * tenant table's rows only inside an org transaction (src/db/scope.ts withOrgTransaction) and only that org's.
 * `url` may be a login of its own (DATABASE_APP_URL) that is a member of `sextant_app`.
 */
export function createAppDb(url: string, pool: { min: number; max: number }, acquireTimeoutMs?: number): Knex {
  return createDb(url, pool, APP_ROLE, acquireTimeoutMs);
}

/** Applies pending migrations (run on every start; knex's lock makes concurrent starts safe). */
export async function migrate(db: Knex): Promise<void> {
  await db.migrate.latest({ migrationSource });
}
