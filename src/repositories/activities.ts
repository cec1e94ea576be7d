/**
 * Reads of the activity log (table activities, written by the sextant_record_activity triggers) that services need
 * besides the log itself.
 */
import type { Knex } from 'knex';

/**
 * The value a deleted entity's column last had, as its activity log recorded it (the insert, update or delete rows
 * carry `{field, from, to}` per column): for deciding who may still read the log of an entity that is gone (its
 * owner, its kind). Undefined when the log has no such column for the entity.
 */
export async function loggedColumn(db: Knex, orgId: string, entityType: string, entityId: string, column: string): Promise<unknown> {
  const row = await db('activities')
    .select('changes')
    .where({ org_id: orgId, entity_type: entityType, entity_id: entityId, subject: null })
    .whereRaw('changes @> ?::jsonb', [JSON.stringify([{ field: column }])])
    .orderBy('seq', 'desc')
    .first();
  const change = (row?.changes as { field: string; from: unknown; to: unknown }[] | undefined)?.find((c) => c.field === column);
  return change ? (change.to ?? change.from) : undefined;
}
