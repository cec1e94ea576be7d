/**
 * Makes a recording stable and safe to publish (decision 0060):
 *  - every UUID becomes a deterministic one, numbered in order of first appearance (a walk of the recording in key
 *    order), so fields naming the same thing still name the same thing — inside strings too (vision paths, URLs);
 *    event ids (`evt_…`) likewise;
 *  - every timestamp becomes BASE_TIME plus one minute per rank among the distinct timestamps of the recording
 *    (order kept); a date (YYYY-MM-DD) within a year and a half of the run moves by the days from the run's date
 *    to BASE_DATE;
 *  - the server's and the receiver's local URLs become https://sextant.example.com and https://hooks.example.com;
 *  - secrets never leave: API keys, OAuth tokens and client secrets, webhook and integration signing secrets become
 *    placeholders of the same prefix (so the schema's pattern still holds), whatever field they sit in;
 *  - values that differ between runs by nature (durations, sizes of the database) become fixed ones.
 */
import { createHash } from 'node:crypto';
import type { Json } from '../../src/core/json.js';

export const BASE_TIME = Date.parse('2026-03-02T09:00:00.000Z');
export const BASE_DATE = '2026-03-02';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const EVT = /evt_[0-9a-f]{32}/g;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Secret prefixes: the rest of the value is replaced, keeping the prefix (patterns check it). */
const SECRET = /\b(sextant_live_|sextant_oat_|sextant_ort_|sextant_app_|whsec_|ghsec_)[A-Za-z0-9_-]+/g;
const SECRET_PREFIXED = /^(sextant_live_|sextant_oat_|sextant_ort_|sextant_app_|whsec_|ghsec_)/;
/** Fields whose string values are secrets whatever they look like. */
const SECRET_FIELDS = new Set([
  'secret',
  'apiKey',
  'clientSecret',
  'client_secret',
  'access_token',
  'refresh_token',
  'accessToken',
  'refreshToken',
  'token',
  'webhookSecret',
  'signingSecret',
  'registration_access_token',
]);
/** Numbers that differ between runs by nature → a fixed value (epoch seconds: BASE_TIME's). */
const VOLATILE_NUMBERS: Record<string, number> = {
  durationMs: 84,
  latencyMs: 84,
  elapsedMs: 84,
  uptimeSeconds: 86_400,
  sizeBytes: 1_048_576,
  client_id_issued_at: 1_772_442_000,
  iat: 1_772_442_000,
  exp: 1_772_445_600,
};
/** Strings random by nature (one-time codes, CSRF tokens, ETags) → a stable value per distinct one, by field. */
const OPAQUE_FIELDS = new Set(['csrf', 'code', 'code_verifier', 'grantId', 'etag', 'jti']);
/** What a random value looks like (a field named `code` may also hold an error code or a currency). */
const RANDOM = /^"?[A-Za-z0-9_-]{12,}"?$/;
/** Opaque ids and signed tokens inside strings: OAuth app and client ids, presigned upload and download paths. */
const OPAQUE = /\b(app_|dcr_)[A-Za-z0-9_-]{12,}|(\/api\/(?:uploads|downloads)\/)[A-Za-z0-9._-]+/g;
/** A local address (a receiver's host:port) anywhere in a string. */
const LOCAL_HOST = /\b(?:localhost|127\.0\.0\.1):\d{2,5}\b/g;

/** A deterministic v4-shaped UUID for the n-th distinct id. */
export const stableUuid = (n: number): string => {
  const h = createHash('sha256').update(`sextant-example-${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16], 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const stableEvt = (n: number): string => `evt_${createHash('sha256').update(`sextant-event-${n}`).digest('hex').slice(0, 32)}`;

/** Visits every string of `node` in key order (object keys as written; arrays in order). */
function walkStrings(node: Json, fn: (s: string) => void): void {
  if (typeof node === 'string') fn(node);
  else if (Array.isArray(node)) for (const v of node) walkStrings(v, fn);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) walkStrings(v, fn);
}

function mapTree(node: Json, fn: (s: string, key: string | undefined) => string, num: (n: number, key: string | undefined) => number, key?: string): Json {
  if (typeof node === 'string') return fn(node, key);
  if (typeof node === 'number') return num(node, key);
  if (Array.isArray(node)) return node.map((v) => mapTree(v, fn, num, key));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, mapTree(v, fn, num, k)]));
  return node;
}

export function normalise<T extends Json>(recording: T, opts: { baseUrl: string; receiverUrl?: string; runDate?: string }): T {
  const ids = new Map<string, string>();
  const evts = new Map<string, string>();
  const times = new Set<number>();
  walkStrings(recording, (s) => {
    for (const m of s.match(UUID) ?? []) if (!ids.has(m.toLowerCase())) ids.set(m.toLowerCase(), stableUuid(ids.size + 1));
    for (const m of s.match(EVT) ?? []) if (!evts.has(m)) evts.set(m, stableEvt(evts.size + 1));
    for (const m of s.match(TIMESTAMP) ?? []) times.add(Date.parse(m));
  });
  const opaque = new Map<string, string>();
  const stableOpaque = (value: string, prefix = '') => {
    if (!opaque.has(value))
      opaque.set(
        value,
        `${prefix}${createHash('sha256')
          .update(`sextant-opaque-${opaque.size + 1}`)
          .digest('base64url')
          .slice(0, Math.max(8, Math.min(43, value.length - prefix.length)))}`,
      );
    return opaque.get(value)!;
  };
  const runDate = Date.parse(opts.runDate ?? new Date().toISOString().slice(0, 10));
  const shiftDays = Math.round((Date.parse(BASE_DATE) - runDate) / 86_400_000);
  const server = new RegExp(opts.baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
  const local = /https:\/\/(?:localhost|127\.0\.0\.1):\d+/g;

  // Timestamps rank within each top-level record (an operation's request and answer, an event): the order inside an
  // example is kept, and a run whose writes fall in other milliseconds elsewhere changes nothing here.
  const r: Json = recording;
  /** The records: each operation's recording ({status, request, response}) and each event payload. */
  const recordsOf = (): Json[] => [
    ...Object.values<Json>(r?.operations ?? {}).flatMap((tag) => Object.values<Json>(tag)),
    ...Object.values<Json>(r?.events ?? {}),
  ];
  const rankOf = new Map<Json, Map<number, number>>();
  for (const rec of recordsOf()) {
    const ts = new Set<number>();
    walkStrings(rec, (s) => {
      for (const m of s.match(TIMESTAMP) ?? []) ts.add(Date.parse(m));
    });
    rankOf.set(rec, new Map([...ts].sort((x, y) => x - y).map((t, i) => [t, i])));
  }
  const globalRank = new Map([...times].sort((a, b) => a - b).map((t, i) => [t, i]));
  let rank = globalRank;
  const mapRecord = (node: Json): Json => {
    const own = rankOf.get(node);
    if (!own) return undefined;
    rank = own;
    const out = mapValue(node);
    rank = globalRank;
    return out;
  };

  const mapValue = (tree: Json): Json =>
    mapTree(
      tree,
      (s, key) => {
        if (key && SECRET_FIELDS.has(key) && !SECRET_PREFIXED.test(s)) return 'redacted-secret-value';
        if (key === 'X-RateLimit-Reset' && /^\d+$/.test(s)) return String(VOLATILE_NUMBERS.exp); // epoch seconds of the window's end
        if (key && OPAQUE_FIELDS.has(key) && RANDOM.test(s) && /[0-9]/.test(s) && /[a-z]/.test(s))
          return s.startsWith('"') ? `"${stableOpaque(s)}"` : stableOpaque(s);
        let out = s
          .replace(SECRET, (_m, prefix: string) => `${prefix}${'X'.repeat(32)}`)
          .replace(server, 'https://sextant.example.com')
          .replace(local, 'https://hooks.example.com')
          .replace(LOCAL_HOST, 'hooks.example.com')
          .replace(OPAQUE, (m, prefix?: string, path?: string) => (prefix ? stableOpaque(m, prefix) : `${path}${stableOpaque(m.slice(path!.length))}`))
          .replace(UUID, (m) => ids.get(m.toLowerCase()) ?? m)
          .replace(EVT, (m) => evts.get(m) ?? m)
          .replace(TIMESTAMP, (m) => {
            const t = new Date(BASE_TIME + rank.get(Date.parse(m))! * 60_000).toISOString();
            return m.includes('.') ? t : t.replace(/\.\d{3}Z$/, 'Z');
          });
        if (DATE.test(out)) {
          const t = Date.parse(out);
          if (Math.abs(t - runDate) < 550 * 86_400_000) out = new Date(t + shiftDays * 86_400_000).toISOString().slice(0, 10);
        }
        return out;
      },
      (n, key) => (key && key in VOLATILE_NUMBERS ? VOLATILE_NUMBERS[key] : n),
    );

  // Each record with its own time ranks (ids and opaque values were numbered over the whole recording above).
  if (!r?.operations && !r?.events) return mapValue(recording) as T;
  const out: Json = { ...r };
  if (r.operations)
    out.operations = Object.fromEntries(
      Object.entries<Json>(r.operations).map(([tag, ops]) => [tag, Object.fromEntries(Object.entries<Json>(ops).map(([id, rec]) => [id, mapRecord(rec)]))]),
    );
  if (r.events) out.events = Object.fromEntries(Object.entries<Json>(r.events).map(([type, e]) => [type, mapRecord(e)]));
  return out as T;
}

/** `node` with every array in it cut to its first `max` items (an example shows a sample, not a whole list). */
export const cutLists = (node: Json, max: number): Json =>
  Array.isArray(node)
    ? node.slice(0, max).map((v) => cutLists(v, max))
    : node && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, cutLists(v, max)]))
      : node;
