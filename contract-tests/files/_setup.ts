/**
 * What the live files tests share (spec 2 §4.18): two orgs of their own per file (`org`, with its admin and engineer
 * keys, and `other`), a database handle, sample bytes, and the upload helpers: request an upload, PUT the bytes to
 * the presigned URL, confirm, and wait for the integrity job. A file calls `useFilesOrgs()` once at its top level
 * (which also points the typed SDK at the server under test).
 *
 * The helpers act as a `Who`: an API key on the server under test (the calls go through the typed SDK), or the JSON
 * client of another server (usage-attachments' small-quota server), whose answers are read in the SDK's shape.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { png } from '../lib/png.js';
import type { Knex } from 'knex';
import type { client } from '../lib/http.js';
import * as sdk from '../../sdk/src/index';
import type { CreateFileBody, ErrorEnvelope, ErrorEnvelopeError, File, FileUpload } from '../../sdk/src/index';
import { newOrg } from '../lib/orgs.js';
import { assertFailureEnvelope } from '../lib/contract.js';
import { as, ok, useSdk } from '../lib/sdkAs.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl, filesDir } = inject('contract');
export type Api = ReturnType<typeof client>;
/** Whom a helper acts as: an API key on the server under test, or the JSON client of another server. */
export type Who = string | Api;

/**
 * One operation as `who`: through the typed SDK (`viaSdk`) for a key, or as `method path body` through another
 * server's JSON client, its reply read in the SDK's shape `{ status, data, headers }` (the same document's answer).
 */
async function call<R>(who: Who, viaSdk: (init: RequestInit) => Promise<R>, method: string, path: string, body?: unknown): Promise<R> {
  if (typeof who === 'string') return viaSdk(as(who));
  const r = await who<unknown>(method, path, body);
  return { status: r.status, data: r.body, headers: r.headers } as R;
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A requested upload (createFile's 201 `data`). */
export type Upload = FileUpload;

/** POST /files for `bytes` (declared as they are unless `declare` says otherwise): the answer, whatever its status. */
export const requestUpload = (who: Who, bytes: Buffer, contentType: string, filename: string, declare: Partial<CreateFileBody> = {}) => {
  const body: CreateFileBody = { sha256: sha256(bytes), filename, contentType, size: bytes.length, ...declare };
  return call(who, (init) => sdk.createFile(body, undefined, init), 'POST', '/api/v1/files', body);
};
/** POST /files for `bytes`, asserted 201: the upload. */
export const upload = async (who: Who, bytes: Buffer, contentType: string, filename: string, declare: Partial<CreateFileBody> = {}): Promise<Upload> =>
  ok(await requestUpload(who, bytes, contentType, filename, declare), 201);
/** GET /files/{id} as `who`. */
export const getFile = (who: Who, id: string) => call(who, (init) => sdk.getFile(id, init), 'GET', `/api/v1/files/${id}`);
/** POST /files/{id}/confirm with `etag` as `who`. */
export const confirm = (who: Who, id: string, etag: string) =>
  call(who, (init) => sdk.confirmFile(id, { etag }, undefined, init), 'POST', `/api/v1/files/${id}/confirm`, { etag });
/** PUT `body` to the presigned URL with the upload's headers (and `headers` over them). */
export const put = (u: Upload, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(u.uploadUrl, { method: u.uploadMethod, headers: { ...u.fields, ...headers }, body: new Uint8Array(body) });
/** A refusal of the upload or download route: the status, the §7 envelope, the code and details[0].field. */
export async function routeRefusal(res: Response, status: number, code: string, field?: string): Promise<ErrorEnvelopeError> {
  const body = (await res.json()) as ErrorEnvelope;
  expect(res.status, JSON.stringify(body)).toBe(status);
  assertFailureEnvelope(body, `${res.url.slice(0, 60)} ${status}`);
  expect(body.error.code).toBe(code);
  if (field) expect(body.error.details?.[0]?.field).toBe(field);
  return body.error;
}
/** GET /files/{id} until the integrity check has ended (clean or failed), within `ms`. */
export async function settled(who: Who, id: string, ms = 20_000): Promise<File> {
  const end = Date.now() + ms;
  for (;;) {
    const f = ok(await getFile(who, id));
    if (f.status === 'clean' || f.status === 'failed') return f;
    if (Date.now() > end) throw new Error(`file ${id} is still ${f.status} after ${ms} ms`);
    await sleep(100);
  }
}
/** Requested, uploaded and confirmed: the file as confirm answered, and its upload. */
export async function uploaded(who: Who, bytes: Buffer, contentType: string, filename: string): Promise<{ u: Upload; confirmed: File; etag: string }> {
  const u = await upload(who, bytes, contentType, filename);
  const res = await put(u, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  const etag = res.headers.get('etag')!;
  const confirmed = ok(await confirm(who, u.file.id, etag));
  return { u, confirmed, etag };
}
/** A clean file of `who`'s org. */
export async function clean(who: Who, bytes: Buffer, contentType: string, filename: string): Promise<File> {
  const { u } = await uploaded(who, bytes, contentType, filename);
  const f = await settled(who, u.file.id);
  expect(f.status, f.processingError ?? undefined).toBe('clean');
  return f;
}
/** Where the local store keeps a checked file's bytes (the file's own key, which no upload URL writes). */
export const objectPath = (orgId: string, fileId: string) => join(filesDir, orgId, fileId);
/** Where an upload URL puts the bytes until the integrity check moves them to objectPath. */
export const uploadPath = (orgId: string, fileId: string) => join(filesDir, 'uploads', orgId, fileId);
/** The names of an envelope's actions. */
export const actionNames = (body: { actions: { name?: string }[] }) => body.actions.map((a) => a.name);

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let other: Awaited<ReturnType<typeof newOrg>>;
/** The API keys of `org`'s admin and engineer, and of `other`'s admin. */
export let admin: string;
export let eng: string;
export let them: string;
export const hello = Buffer.from('Hello, Sextant files.\nSecond line, UTF-8: café ✓\n');
export const pixel = png(2, 2);

/** Registers the hooks that make the two orgs and their clients before this file's tests, and close the database after. */
export function useFilesOrgs(): void {
  useSdk();
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Files org');
    other = await newOrg('Files other org');
    admin = org.apiKey;
    eng = org.engineerKey;
    them = other.apiKey;
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
