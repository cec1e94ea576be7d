/**
 * What the live collaboration files share (spec 2 §4.17, spec 1 §2.10): an org of its own per file with named
 * people so that mentions can be told apart: "Admin" (org admin), "Ann Lee" (pm), "Annabel Stone" (engineer: `@Ann`
 * is ambiguous), "Bob Ray" (engineer), "Cara Diaz" (sales), "Dan Ortiz" (operations); a database handle; the room,
 * message, membership and inbox helpers. A file calls `useCollaborationOrg()` once at its top level. The suite files
 * (collaboration.test.ts, comments.test.ts), which run on org A on both targets, share `sdkAs` and `isoDate`.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Knex } from 'knex';
import * as sdk from '../../sdk/src/index';
import { newOrg, newUser } from '../lib/orgs.js';
import { as, ok, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl } = inject('contract');
/** A named user of the org: its id, its API key and the SDK's per-call options that act as it (`o`). */
export interface Person {
  id: string;
  key: string;
  o: RequestInit;
  name: string;
}

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let admin: Person;
export let ann: Person; // "Ann Lee", pm
export let annabel: Person; // "Annabel Stone", engineer
export let bob: Person; // "Bob Ray", engineer
export let cara: Person; // "Cara Diaz", sales
export let dan: Person; // "Dan Ortiz", operations
export let systemRoomId: string;
export const tag = () => Math.random().toString(36).slice(2, 8);

export async function person(role: Parameters<typeof newUser>[1], name: string): Promise<Person> {
  const u = await newUser(org.orgId, role, name);
  return { id: u.userId, key: u.apiKey, o: as(u.apiKey), name };
}

export async function createRoom(by: Person, memberIds: string[], visibility: 'open' | 'private' = 'open', name = `Room ${tag()}`) {
  return ok(await sdk.createRoom({ name, visibility, memberIds }, undefined, by.o), 201);
}
export async function post(by: Person, roomId: string, body: string, parentId?: string) {
  return ok(await sdk.createMessage({ roomId, body, ...(parentId ? { parentId } : {}) }, undefined, by.o), 201);
}
export async function setMembership(by: Person, roomId: string, body: sdk.UpdateRoomMembershipBody) {
  return sdk.updateRoomMembership(roomId, body, undefined, by.o);
}
/** The caller's notifications (newest 200), optionally of one type and about one entity. */
export async function inbox(p: Person, filter: { type?: string; entityId?: string } = {}) {
  const list = ok(await sdk.listNotifications({ limit: 200 }, p.o));
  return list.filter((n) => (!filter.type || n.type === filter.type) && (!filter.entityId || n.entityId === filter.entityId));
}
/** The ids of a list's items (an error when the list is missing, as reading it would be). */
export const ids = (list: readonly { id: string }[] | undefined) => {
  if (!list) throw new Error('no list');
  return list.map((x) => x.id);
};
/** `x`, or an error naming `what` when it is missing (a find that must find). */
export function found<T>(x: T | undefined, what: string): T {
  if (x === undefined) throw new Error(`no ${what}`);
  return x;
}
export const sorted = (list: string[]) => [...list].sort();

/** Registers the hooks that point the SDK at the server, make the org and its named people before this file's tests, and close the database after. */
export function useCollaborationOrg(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Collaboration org');
    admin = { id: org.userId, key: org.apiKey, o: as(org.apiKey), name: 'Admin' };
    ann = await person('pm', 'Ann Lee');
    annabel = await person('engineer', 'Annabel Stone');
    bob = await person('engineer', 'Bob Ray');
    cara = await person('sales', 'Cara Diaz');
    dan = await person('operations', 'Dan Ortiz');
    const mine = ok(await sdk.listRooms({ limit: 200 }, admin.o));
    const system = mine.find((r) => r.kind === 'system');
    if (!system) throw new Error('no system room');
    systemRoomId = system.id;
  });
  afterAll(async () => {
    await db?.destroy();
  });
}

/** SDK options that send a request with `apiKey` instead of the configured admin key (a suite file's second user). */
export const sdkAs = (apiKey: string) => ({ headers: { authorization: `Bearer ${apiKey}` } });
/** The start of an ISO 8601 timestamp. */
export const isoDate = /^\d{4}-\d{2}-\d{2}T/;
