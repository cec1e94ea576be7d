/**
 * The strategies and strategy_versions tables (spec 1 §2.7): their rows, row → API mappers and queries. Every function
 * takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { Schema } from '../core/api.js';
import { iso } from '../core/format.js';
import { paginate, type ListOrder, type Page } from './paging.js';
import { isUuid, refOf } from './refs.js';

type Strategy = Schema<'Strategy'>;
type StrategyVersion = Schema<'StrategyVersion'>;

/** A strategies row as read: its columns (never search_doc) plus the current version's change note. */
export interface StrategyRow {
  org_id: string;
  id: string;
  number: number;
  name: string;
  content: string;
  version: number;
  status: Strategy['status'];
  owner_id: string | null;
  created_at: Date;
  updated_at: Date;
  current_note: string | null;
}
/** A strategy_versions row as read. */
export interface StrategyVersionRow {
  id: string;
  strategy_id: string;
  version: number;
  name: string;
  content: string;
  change_note: string;
  created_by: string | null;
  created_at: Date;
}

/** A version's label: its change note, else v<version>. */
const label = (note: string | null | undefined, version: number) => note || `v${version}`;

/** Row → components.schemas.Strategy. */
export const toStrategy = (r: StrategyRow): Strategy => ({
  id: r.id,
  orgId: r.org_id,
  ref: refOf('strategies', r.number),
  number: r.number,
  name: r.name,
  content: r.content,
  version: r.version,
  status: r.status,
  ownerId: r.owner_id,
  versionLabel: label(r.current_note, r.version),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});
/** Row → components.schemas.StrategyVersion. */
export const toStrategyVersion = (r: StrategyVersionRow): StrategyVersion => ({
  id: r.id,
  strategyId: r.strategy_id,
  version: r.version,
  name: r.name,
  content: r.content,
  changeNote: r.change_note,
  label: label(r.change_note, r.version),
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
});

/** GET /strategies order: number ascending. */
const LIST: ListOrder = { name: 'strategies', direction: 'asc', keys: [{ expr: 'number', type: 'int' }] };
/** A strategy's versions, newest first. */
const VERSIONS: ListOrder = { name: 'strategy-versions', direction: 'desc', keys: [{ expr: 'version', type: 'int' }] };

/** The columns of a strategy read (never search_doc), with its current version's note. */
const columns = (db: Knex) => [
  's.org_id',
  's.id',
  's.number',
  's.name',
  's.content',
  's.version',
  's.status',
  's.owner_id',
  's.created_at',
  's.updated_at',
  db.raw('(SELECT v.change_note FROM strategy_versions v WHERE v.org_id = s.org_id AND v.strategy_id = s.id AND v.version = s.version) AS current_note'),
];

/** One page of an org's strategies by number, optionally of one status. */
export function listStrategies(db: Knex, orgId: string, f: { status?: string }, page: { cursor?: string; limit: number }): Promise<Page<StrategyRow>> {
  const query = db('strategies as s').select(columns(db)).where('s.org_id', orgId);
  if (f.status) query.andWhere('s.status', f.status);
  return paginate<StrategyRow & Record<string, unknown>>(query, LIST, page);
}

/**
 * Strategy `id` (a UUID: refs are resolved before a service runs; any other text names none) in the org, with
 * `forUpdate` locked, or undefined.
 */
export async function findStrategy(db: Knex, orgId: string, id: string, forUpdate = false): Promise<StrategyRow | undefined> {
  if (!isUuid(id)) return undefined;
  const q = db('strategies as s').select(columns(db)).where({ 's.org_id': orgId, 's.id': id });
  if (forUpdate) q.forUpdate('s');
  return q.first();
}

/** Inserts a strategy (with `id` when given) and returns its id. */
export async function insertStrategy(trx: Knex, orgId: string, values: Record<string, unknown>): Promise<string> {
  const [row] = await trx('strategies')
    .insert({ org_id: orgId, ...values })
    .returning('id');
  return row.id;
}

/** Sets columns of strategy `id`; the number of rows changed. */
export function updateStrategy(trx: Knex, orgId: string, id: string, patch: Record<string, unknown>): Promise<number> {
  return trx('strategies').where({ org_id: orgId, id }).update(patch);
}

/** One page of a strategy's versions, newest first. */
export function listStrategyVersions(db: Knex, orgId: string, strategyId: string, page: { cursor?: string; limit: number }): Promise<Page<StrategyVersionRow>> {
  return paginate<StrategyVersionRow & Record<string, unknown>>(
    db('strategy_versions')
      .select('id', 'strategy_id', 'version', 'name', 'content', 'change_note', 'created_by', 'created_at')
      .where({ org_id: orgId, strategy_id: strategyId }),
    VERSIONS,
    page,
  );
}

/** Records a version snapshot (change note trimmed by the caller). */
export async function insertStrategyVersion(
  trx: Knex,
  orgId: string,
  v: { strategyId: string; version: number; name: string; content: string; changeNote: string; createdBy: string },
): Promise<void> {
  await trx('strategy_versions').insert({
    org_id: orgId,
    strategy_id: v.strategyId,
    version: v.version,
    name: v.name,
    content: v.content,
    change_note: v.changeNote,
    created_by: v.createdBy,
  });
}

/** Sets one version's change note and returns it, or undefined when the strategy has no such version. */
export async function updateStrategyVersionNote(
  trx: Knex,
  orgId: string,
  strategyId: string,
  version: number,
  note: string,
): Promise<StrategyVersionRow | undefined> {
  const [row] = await trx('strategy_versions').where({ org_id: orgId, strategy_id: strategyId, version }).update({ change_note: note }).returning('*');
  return row;
}
