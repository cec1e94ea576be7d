/**
 * Mentions: `@Name` in a message or comment notifies that user with a `mention` notification.
 *
 * Forms: `@Alice` (a word: letters, digits, `.`, `_`, `-`) or `@"Alice Smith"` (quoted, for names with spaces),
 * at the start of the text or after a character that is not a letter, digit or `@` (so `bob@example.com` is no
 * mention). A form names the user whose name equals it, case-insensitively, else the one user whose name starts
 * with it (`@ali` → "Alice Smith" when no other name starts with "ali"). An unknown or ambiguous mention is left
 * as text: never an error, nobody notified.
 *
 * Who is notified: each named user other than the author, once, if `canRead` says they can read where the mention
 * is (room membership, the entity's read capability — a mention never leaks a private room or an entity) and
 * `wants` says they take mentions there (room notification level `all` or `mentions`; an entity not muted).
 * The notification is written with the caller's transaction (`db`), so it commits with the message or comment.
 */
import type { Knex } from 'knex';
import type { Actor } from '../core/actor.js';
import { insertNotifications } from '../repositories/notifications.js';
import { findUsersByNamePrefix } from '../repositories/users.js';

/** The most mentions one text notifies (a bound against a pasted roster, not a policy). */
export const MAX_MENTIONS = 50;

const MENTION = /(?<![\p{L}\p{N}@])@(?:"([^"\n]{1,100})"|([\p{L}\p{N}][\p{L}\p{N}._-]{0,99}))/gu;

/** The mention forms in `text`, in order, each once (lower-cased, trailing `.`/`-`/`_` dropped from bare words). */
export function parseMentions(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(MENTION)) {
    const form = (m[1] ?? m[2].replace(/[._-]+$/, '')).trim().toLowerCase();
    if (form) seen.add(form);
    if (seen.size >= MAX_MENTIONS) break;
  }
  return [...seen];
}

/** The user each form names among `users` (exact name first, else the only name it starts), by form. */
export function matchMentions(forms: string[], users: { id: string; name: string }[]): Map<string, string> {
  const out = new Map<string, string>();
  const lower = users.map((u) => ({ id: u.id, name: u.name.trim().toLowerCase() }));
  for (const form of forms) {
    const exact = lower.filter((u) => u.name === form);
    const hits = exact.length ? exact : lower.filter((u) => u.name.startsWith(form));
    if (hits.length === 1) out.set(form, hits[0].id);
  }
  return out;
}

export interface MentionPlace {
  /** The text that may mention people (message or comment body). */
  text: string;
  /** Notification title and body, e.g. "Ann mentioned you in #design". */
  title: string;
  body?: string;
  /** Where the mention can be read (linkUrl of the notification). */
  linkUrl: string;
  /** The notification's entity: the message or the commented entity. */
  entityType: string;
  entityId: string;
  /** Whether `userId` may read the place (membership, read capability). Checked for every named user. */
  canRead: (userId: string) => Promise<boolean> | boolean;
  /** Whether `userId` takes mention notifications here (notification level, mute); default yes. */
  wants?: (userId: string) => Promise<boolean> | boolean;
}

/**
 * Notifies the users `place.text` mentions (see the module comment), in `db` (the write's transaction).
 * Returns the ids of the users notified, in mention order.
 */
export async function notifyMentions(db: Knex, actor: Actor, place: MentionPlace): Promise<string[]> {
  const forms = parseMentions(place.text);
  if (!forms.length) return [];
  // Candidates: users whose name starts with some form's first letters (one indexed-enough read per text).
  const users = await findUsersByNamePrefix(db, actor.orgId, forms);
  const named = [...new Set(matchMentions(forms, users).values())].filter((id) => id !== actor.userId);
  const notified: string[] = [];
  for (const userId of named) {
    if (!(await place.canRead(userId))) continue;
    if (place.wants && !(await place.wants(userId))) continue;
    notified.push(userId);
  }
  await insertNotifications(
    db,
    actor.orgId,
    notified.map((userId) => ({
      user_id: userId,
      type: 'mention',
      title: place.title,
      body: place.body ?? '',
      link_url: place.linkUrl,
      entity_type: place.entityType,
      entity_id: place.entityId,
      actor_user_id: actor.userId,
    })),
  );
  return notified;
}
