/**
 * Collaboration (issue 10; spec 1 §2.10 Room, Message; spec 2 §4.17): rooms and their members, messages with
 * two-level threads, reactions and pins, comments on entities with one reply level, archive and reactions.
 *
 * - rooms: kind dm | group | system, visibility open | private. A DM's `dm_key` is its two user ids in order, unique
 *   per org, so concurrent "open a DM" calls for the same pair meet on one row (INSERT … ON CONFLICT). Each org has
 *   exactly one system room (unique partial index), made for every org by a trigger on `orgs` and here for the
 *   orgs that already exist. Rooms are never deleted: `archived_at` makes one read-only.
 * - room_members: role admin | member, the member's pin and notification level (all | mentions | none).
 * - messages: `parent_id` null for a top-level message, else its top-level message (two levels only); `author_id`
 *   null and `system` true for messages the service posts. A message with replies is deleted as a tombstone
 *   (`deleted`, body emptied) so its thread stays readable; one without replies is removed.
 *   Search: a trigram GIN index over (org_id, body) answers substring queries within one org.
 * - comments: on (entity_type, entity_id) of the org's entities; `parent_id` for one reply level; `archived_at`.
 * - message_reactions, comment_reactions: one row per (target, emoji, user).
 * Rooms, members, messages and comments are in the activity log (the trigger of 20261120100000_platform).
 */
import type { Knex } from 'knex';

const TRACKED: [table: string, type: string, idColumn: string, subject: string | null, entityTable: string][] = [
  ['rooms', 'room', 'id', null, 'rooms'],
  ['room_members', 'room', 'room_id', 'member', 'rooms'],
  ['messages', 'message', 'id', null, 'messages'],
  ['comments', 'comment', 'id', null, 'comments'],
];

export async function up(knex: Knex): Promise<void> {
  const ts = (t: Knex.CreateTableBuilder) => {
    t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
    t.specificType('updated_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
  };
  // SET NULL on a composite key would null org_id too: name the column (Postgres 15+).
  const ref = (t: Knex.CreateTableBuilder, col: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
    t
      .foreign(['org_id', col])
      .references(['org_id', 'id'])
      .inTable(table)
      .onDelete((onDelete === 'SET NULL' ? `SET NULL (${col})` : onDelete) as 'CASCADE');

  await knex.schema.createTable('rooms', (t) => {
    t.uuid('org_id').notNullable().references('id').inTable('orgs').onDelete('CASCADE');
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('kind').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('visibility').notNullable().defaultTo('open');
    t.text('dm_key');
    t.uuid('created_by');
    t.specificType('archived_at', 'timestamptz(3)');
    ts(t);
    t.primary(['org_id', 'id']);
    t.unique(['org_id', 'dm_key']);
    ref(t, 'created_by', 'users', 'SET NULL');
  });
  await knex.raw(`ALTER TABLE rooms ADD CONSTRAINT rooms_kind CHECK (kind IN ('dm', 'group', 'system')),
    ADD CONSTRAINT rooms_visibility CHECK (visibility IN ('open', 'private')),
    ADD CONSTRAINT rooms_dm_key CHECK ((kind = 'dm') = (dm_key IS NOT NULL))`);
  await knex.raw(`CREATE UNIQUE INDEX rooms_one_system ON rooms (org_id) WHERE kind = 'system'`);
  await knex.raw(`CREATE INDEX rooms_open ON rooms (org_id, name, id) WHERE visibility = 'open' AND kind = 'group'`);

  await knex.schema.createTable('room_members', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('room_id').notNullable();
    t.uuid('user_id').notNullable();
    t.text('role').notNullable().defaultTo('member');
    t.boolean('pinned').notNullable().defaultTo(false);
    t.text('notification_level').notNullable().defaultTo('all');
    ts(t);
    t.primary(['org_id', 'room_id', 'user_id']);
    t.index(['org_id', 'user_id']);
    ref(t, 'room_id', 'rooms', 'CASCADE');
    ref(t, 'user_id', 'users', 'CASCADE');
  });
  await knex.raw(`ALTER TABLE room_members ADD CONSTRAINT room_members_role CHECK (role IN ('admin', 'member')),
    ADD CONSTRAINT room_members_level CHECK (notification_level IN ('all', 'mentions', 'none'))`);

  await knex.schema.createTable('messages', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('room_id').notNullable();
    t.uuid('parent_id');
    t.uuid('author_id');
    t.text('body').notNullable();
    t.boolean('system').notNullable().defaultTo(false);
    t.boolean('edited').notNullable().defaultTo(false);
    t.boolean('deleted').notNullable().defaultTo(false);
    t.boolean('pinned').notNullable().defaultTo(false);
    t.specificType('pinned_at', 'timestamptz(3)');
    t.uuid('pinned_by');
    ts(t);
    t.primary(['org_id', 'id']);
    ref(t, 'room_id', 'rooms', 'CASCADE');
    ref(t, 'parent_id', 'messages', 'CASCADE');
    ref(t, 'author_id', 'users', 'SET NULL');
    ref(t, 'pinned_by', 'users', 'SET NULL');
  });
  await knex.raw('CREATE INDEX messages_top_level ON messages (org_id, room_id, created_at DESC, id DESC) WHERE parent_id IS NULL');
  await knex.raw('CREATE INDEX messages_replies ON messages (org_id, parent_id, created_at, id) WHERE parent_id IS NOT NULL');
  await knex.raw('CREATE INDEX messages_pinned ON messages (org_id, pinned_at DESC, id DESC) WHERE pinned');
  await knex.raw('CREATE INDEX messages_author ON messages (org_id, author_id, created_at DESC)');
  await knex.raw('CREATE INDEX messages_body_trgm ON messages USING gin (org_id, body gin_trgm_ops)');

  await knex.schema.createTable('comments', (t) => {
    t.uuid('org_id').notNullable();
    t.uuid('id').notNullable().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('entity_type').notNullable();
    t.uuid('entity_id').notNullable();
    t.uuid('parent_id');
    t.uuid('author_id');
    t.text('body').notNullable();
    t.boolean('system').notNullable().defaultTo(false);
    t.boolean('edited').notNullable().defaultTo(false);
    t.specificType('archived_at', 'timestamptz(3)');
    t.uuid('archived_by');
    ts(t);
    t.primary(['org_id', 'id']);
    ref(t, 'parent_id', 'comments', 'CASCADE');
    ref(t, 'author_id', 'users', 'SET NULL');
    ref(t, 'archived_by', 'users', 'SET NULL');
  });
  await knex.raw('CREATE INDEX comments_entity ON comments (org_id, entity_type, entity_id, created_at, id)');

  for (const [table, target] of [
    ['message_reactions', 'message_id'],
    ['comment_reactions', 'comment_id'],
  ] as const) {
    await knex.schema.createTable(table, (t) => {
      t.uuid('org_id').notNullable();
      t.uuid(target).notNullable();
      t.text('emoji').notNullable();
      t.uuid('user_id').notNullable();
      t.specificType('created_at', 'timestamptz(3)').notNullable().defaultTo(knex.raw('clock_timestamp()'));
      t.primary(['org_id', target, 'emoji', 'user_id']);
      ref(t, target, target === 'message_id' ? 'messages' : 'comments', 'CASCADE');
      ref(t, 'user_id', 'users', 'CASCADE');
    });
  }

  // Every org has its system room, from its creation on (whatever code path creates the org).
  await knex.raw(`
    CREATE FUNCTION sextant_create_system_room() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      INSERT INTO rooms (org_id, kind, name, description, visibility)
        VALUES (NEW.id, 'system', 'Announcements', 'Decisions and publications the service posts for the whole org.', 'open');
      RETURN NULL;
    END
    $fn$`);
  await knex.raw('CREATE TRIGGER orgs_system_room AFTER INSERT ON orgs FOR EACH ROW EXECUTE FUNCTION sextant_create_system_room()');
  await knex.raw(`INSERT INTO rooms (org_id, kind, name, description, visibility)
    SELECT id, 'system', 'Announcements', 'Decisions and publications the service posts for the whole org.', 'open' FROM orgs`);

  for (const [table, type, idColumn, subject, entityTable] of TRACKED) {
    await knex.raw(
      `CREATE TRIGGER ${table}_activity AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW ` +
        `EXECUTE FUNCTION sextant_record_activity('${type}', '${idColumn}', '${subject ?? ''}', '${entityTable}')`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS orgs_system_room ON orgs');
  await knex.raw('DROP FUNCTION IF EXISTS sextant_create_system_room()');
  for (const t of ['comment_reactions', 'message_reactions', 'comments', 'messages', 'room_members', 'rooms']) await knex.schema.dropTableIfExists(t);
}
