/**
 * The objective_links table (spec 1 §2.3): alignment links child → parent between objectives, kind primary or
 * supporting. Every function takes the knex (or transaction) first and the org id second.
 */
import type { Knex } from 'knex';
import type { ObjectiveRow } from './objectives.js';

type Kind = 'primary' | 'supporting';

/** An objective_links row as stored. */
export interface ObjectiveLinkRow {
  org_id: string;
  child_id: string;
  parent_id: string;
  kind: Kind;
}

/** Every link of the org, by child then parent. */
export async function listObjectiveLinks(db: Knex, orgId: string): Promise<Pick<ObjectiveLinkRow, 'child_id' | 'parent_id' | 'kind'>[]> {
  return db('objective_links').select('child_id', 'parent_id', 'kind').where({ org_id: orgId }).orderBy(['child_id', 'parent_id']);
}

/**
 * The objectives linked to objective `id` either way, by number: each objective row with the link's kind and
 * `outgoing` (true: `id` is the child, the row its parent).
 */
export async function listLinkedObjectives(db: Knex, orgId: string, id: string): Promise<(ObjectiveRow & { kind: Kind; outgoing: boolean })[]> {
  return db('objective_links as l')
    .join('objectives as o', function () {
      this.on('o.org_id', 'l.org_id').andOn(db.raw('o.id = case when l.child_id = ? then l.parent_id else l.child_id end', [id]));
    })
    .select('o.*', 'l.kind', db.raw('(l.child_id = ?) as outgoing', [id]))
    .where('l.org_id', orgId)
    .andWhere((w) => w.where('l.child_id', id).orWhere('l.parent_id', id))
    .orderBy('o.number');
}

/** The primary link of `childId` (its primary parent), but the one to `exceptParentId` when given, or undefined. */
export async function findPrimaryParentLink(db: Knex, orgId: string, childId: string, exceptParentId?: string): Promise<ObjectiveLinkRow | undefined> {
  const q = db('objective_links').where({ org_id: orgId, child_id: childId, kind: 'primary' });
  if (exceptParentId !== undefined) q.whereNot({ parent_id: exceptParentId });
  return q.first();
}

/** Any link beneath objective `parentId`, or undefined. */
export async function findChildLink(db: Knex, orgId: string, parentId: string): Promise<ObjectiveLinkRow | undefined> {
  return db('objective_links').where({ org_id: orgId, parent_id: parentId }).first();
}

/** Sets the link child → parent to `kind` (inserted, or its kind replaced). */
export async function upsertObjectiveLink(trx: Knex, orgId: string, childId: string, parentId: string, kind: Kind): Promise<void> {
  await trx('objective_links')
    .insert({ org_id: orgId, child_id: childId, parent_id: parentId, kind })
    .onConflict(['org_id', 'child_id', 'parent_id'])
    .merge(['kind']);
}

/** Removes the link child → parent; the number removed. */
export function deleteObjectiveLink(trx: Knex, orgId: string, childId: string, parentId: string): Promise<number> {
  return trx('objective_links').where({ org_id: orgId, child_id: childId, parent_id: parentId }).delete();
}
