/**
 * What the live files tests share (spec 2 §4.18): two orgs of their own per file (`org`, with its admin and engineer
 * clients, and `other`), a database handle, sample bytes, and the upload helpers: request an upload, PUT the bytes to
 * the presigned URL, confirm, and wait for the integrity job. A file calls `useFilesOrgs()` once at its top level.
 */
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { png } from '../lib/png.js';
import type { Knex } from 'knex';
import { client } from '../lib/http.js';
import { newOrg } from '../lib/orgs.js';
import { assertFailureEnvelope } from '../lib/contract.js';
import { okData } from '../lib/expect.js';
import { createDb } from '../../src/db/knex.js';

export const { baseUrl, databaseUrl, filesDir } = inject('contract');
export type Api = ReturnType<typeof client>;

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Upload {
  file: any;
  uploadUrl: string;
  uploadMethod: string;
  fields: Record<string, string>;
  expiresAt: string;
}

/** POST /files for `bytes` (declared as they are unless `declare` says otherwise). */
export const requestUpload = (api: Api, bytes: Buffer, contentType: string, filename: string, declare: Record<string, unknown> = {}) =>
  api('POST', '/api/v1/files', { sha256: sha256(bytes), filename, contentType, size: bytes.length, ...declare });
export const upload = async (api: Api, bytes: Buffer, contentType: string, filename: string, declare: Record<string, unknown> = {}): Promise<Upload> =>
  okData(await requestUpload(api, bytes, contentType, filename, declare), 201);
/** PUT `body` to the presigned URL with the upload's headers (and `headers` over them). */
export const put = (u: Upload, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(u.uploadUrl, { method: u.uploadMethod, headers: { ...u.fields, ...headers }, body: new Uint8Array(body) });
/** A refusal of the upload or download route: the status, the §7 envelope, the code and details[0].field. */
export async function routeRefusal(res: Response, status: number, code: string, field?: string) {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  assertFailureEnvelope(body, `${res.url.slice(0, 60)} ${status}`);
  expect(body.error.code).toBe(code);
  if (field) expect(body.error.details?.[0]?.field).toBe(field);
  return body.error;
}
/** GET /files/{id} until the integrity check has ended (clean or failed), within `ms`. */
export async function settled(api: Api, id: string, ms = 20_000): Promise<any> {
  const end = Date.now() + ms;
  for (;;) {
    const f = okData(await api('GET', `/api/v1/files/${id}`));
    if (f.status === 'clean' || f.status === 'failed') return f;
    if (Date.now() > end) throw new Error(`file ${id} is still ${f.status} after ${ms} ms`);
    await sleep(100);
  }
}
/** Requested, uploaded and confirmed: the file as confirm answered, and its upload. */
export async function uploaded(api: Api, bytes: Buffer, contentType: string, filename: string) {
  const u = await upload(api, bytes, contentType, filename);
  const res = await put(u, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  const confirmed = okData(await api('POST', `/api/v1/files/${u.file.id}/confirm`, { etag: res.headers.get('etag') }));
  return { u, confirmed, etag: res.headers.get('etag')! };
}
/** A clean file of `api`'s org. */
export async function clean(api: Api, bytes: Buffer, contentType: string, filename: string): Promise<any> {
  const { u } = await uploaded(api, bytes, contentType, filename);
  const f = await settled(api, u.file.id);
  expect(f.status, f.processingError).toBe('clean');
  return f;
}
/** Where the local store keeps a checked file's bytes (the file's own key, which no upload URL writes). */
export const objectPath = (orgId: string, fileId: string) => join(filesDir, orgId, fileId);
/** Where an upload URL puts the bytes until the integrity check moves them to objectPath. */
export const uploadPath = (orgId: string, fileId: string) => join(filesDir, 'uploads', orgId, fileId);
export const actionNames = (body: any) => body.actions.map((a: any) => a.name);

export let db: Knex;
export let org: Awaited<ReturnType<typeof newOrg>>;
export let other: Awaited<ReturnType<typeof newOrg>>;
export let admin: Api;
export let eng: Api;
export let them: Api;
export const hello = Buffer.from('Hello, Sextant files.\nSecond line, UTF-8: café ✓\n');
export const pixel = png(2, 2);

/** Registers the hooks that make the two orgs and their clients before this file's tests, and close the database after. */
export function useFilesOrgs(): void {
  beforeAll(async () => {
    db = createDb(databaseUrl, { min: 0, max: 2 });
    org = await newOrg('Files org');
    other = await newOrg('Files other org');
    admin = client(org.apiKey);
    eng = client(org.engineerKey);
    them = client(other.apiKey);
  });
  afterAll(async () => {
    await db?.destroy();
  });
}
